/**
 * Our plans and promo codes as Stripe prices and coupons: `npm run stripe:sync`. Safe to run again
 * and again (each price and coupon is found before it is made); checkouts also make what they
 * need, so running it is for seeing the catalogue in Stripe's dashboard before the first order.
 * Needs the three STRIPE_* keys and the server's database settings (PGlite admits one process).
 */
import { openConfiguredDatabase } from '#db/client.ts'
import { promoCodes } from '#db/schema/index.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'
import { createServices } from '#server/services/index.ts'

const env = readEnv()
const log = createLogger(env.LOG_LEVEL, process.stderr)
const database = await openConfiguredDatabase(env)
try {
  const { stripe } = createServices({ db: database.db, database, env, log, mailer: { send: () => Promise.reject(new Error('the sync sends no mail')) } })
  if (!stripe) {
    process.stderr.write('Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET first (see .env.example).\n')
    process.exitCode = 1
  } else {
    const { prices, coupons } = await stripe.catalog.sync(await database.db.select().from(promoCodes))
    for (const price of prices) process.stdout.write(`plan ${price.planId}: price ${price.priceId}\n`)
    for (const coupon of coupons) process.stdout.write(`promo code ${coupon.code}: coupon ${coupon.couponId}\n`)
  }
} finally {
  await database.close()
}
