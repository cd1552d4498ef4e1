import { expect, test, type Browser, type Page } from '@playwright/test'
import { chooseConferenceVip, seatsLeft } from './event-passes.ts'
import { linkIn, readMail } from './mail.ts'
import { register, signInAsReader } from './reader-account.ts'
import { join, otherBrowser, signedIn, type StorageState } from './staff-sessions.ts'
import { START_LIMIT, startStripeServer } from './stripe-server.ts'

/**
 * The Stripe journey of issue 29 in Chromium, against a server with Stripe's keys whose SDK talks to
 * the stand-in (tests/e2e/stripe-server.ts): the stand-in's Checkout page stands for Stripe's, its
 * "Pay" sends the signed events Stripe would. The steps share one reader and one order, in order.
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = 'stripe.admin@example.com'
const email = `stripe.reader.${Date.now()}@example.com`
let site: Awaited<ReturnType<typeof startStripeServer>>
let reader: Page
let orderId = ''
let adminState: StorageState

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(START_LIMIT)
  site = await startStripeServer(ADMIN)
  reader = await otherBrowser(browser, site.baseURL)
})

test.afterAll(async () => {
  await reader?.context().close()
  await site?.stop()
})

test('a reader chooses the digital plan with a promo code, pays on Stripe’s page, and the return page confirms, then shows the receipt', async () => {
  const account = { email, password: 'a reader secret phrase', firstName: 'Ada', lastName: 'Lovelace' }
  await register(reader, account)
  await signInAsReader(reader, account)

  await reader.goto('/magazine/subscribe/DIGITAL')
  await expect(reader.getByLabel('Card number')).toHaveCount(0)
  await reader.getByLabel(/^Address(\s\*)?$/).fill('1 Ockham Lane')
  await reader.getByLabel('City').fill('London')
  await reader.getByLabel(/^Postal code(\s\*)?$/).fill('10001')
  await reader.getByLabel('Country').selectOption('US')
  await reader.getByLabel('Promo code (optional)').fill('welcome20')
  await reader.getByRole('button', { name: 'Apply' }).click()
  await expect(reader.getByText('Total today: $23.20 for Digital')).toBeVisible()
  await reader.getByRole('button', { name: 'Continue to payment' }).click()

  // Stripe's (stand-in) Checkout page, at the stand-in's own origin, with the discounted amount.
  await expect(reader.getByRole('heading', { name: 'Pay 23.20 USD' })).toBeVisible()
  expect(new URL(reader.url()).origin).toBe(new URL(site.standIn.url).origin)
  await reader.getByRole('button', { name: 'Pay' }).click()

  // Back before Stripe's events: confirming, until they arrive.
  await expect(reader.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible()
  await site.standIn.releaseEvents()
  await expect(reader.getByRole('heading', { name: 'Thank you for subscribing' })).toBeVisible()
  await expect(reader.getByText('Charged: $23.20 (promo code WELCOME20).')).toBeVisible()
  orderId = /Receipt for order (\d+)/.exec((await reader.getByRole('heading', { name: /Receipt for order/ }).textContent())!)![1]!

  const receipt = await readMail(email, /magazine subscription/)
  expect(receipt.text).toContain('Charged: $23.20 (promo code WELCOME20)')
  expect(receipt.text).not.toContain('Test payment')
})

test('/profile shows the subscription with its next renewal and the receipt', async () => {
  await reader.goto('/profile')
  const subscription = reader.getByRole('region', { name: 'Magazine subscription' })
  await expect(subscription.getByText(/Digital · Active/)).toBeVisible()
  const nextYear = String(new Date().getUTCFullYear() + 1)
  await expect(subscription.getByText(new RegExp(`Next renewal: \\w+ \\d{1,2}, ${nextYear}\\.`))).toBeVisible()
  await expect(subscription.getByRole('cell', { name: /\$23\.20 USD/ })).toBeVisible()
})

test('a failed renewal mails the reader a link to pay with another card', async () => {
  const invoice = site.standIn.objectsOf('invoice').at(-1)!
  await site.standIn.deliver('invoice.payment_failed', { ...invoice, status: 'open', billing_reason: 'subscription_cycle' })
  const mail = await readMail(email, /could not renew/)
  expect(mail.text).toContain(invoice.hosted_invoice_url as string)
})

test('cancelling at period end in Stripe’s portal shows on /profile', async () => {
  await reader.goto('/profile')
  await reader.getByRole('button', { name: 'Manage billing' }).click()
  await expect(reader.getByRole('heading', { name: 'Customer portal' })).toBeVisible()
  await reader.getByRole('button', { name: 'Cancel at period end' }).click()
  await expect(reader).toHaveURL(/\/profile$/)
  await site.standIn.releaseEvents()
  await expect(async () => {
    await reader.reload()
    await expect(reader.getByText(/Cancels at period end: it runs until/)).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
})

test('a refund from the back office shows on the order and in the audit log', async ({ browser }) => {
  const admin = await otherBrowser(browser, site.baseURL)
  adminState = (await join(admin, site.admin, ADMIN)).state
  await admin.goto(`/admin/orders/${orderId}`)
  await admin.getByRole('link', { name: 'Refund…' }).click()
  await expect(admin.getByText('Refund $23.20 to the buyer? It cannot be taken back.')).toBeVisible()
  await admin.getByRole('button', { name: 'Yes, refund it' }).click()
  await expect(admin.getByText('Refunded: $23.20 in all.')).toBeVisible()
  await expect(admin.getByRole('definition').filter({ hasText: /^refunded$/ })).toBeVisible()
  expect(site.standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(1)

  await admin.goto('/admin/audit?action=order.refund')
  await expect(admin.getByRole('cell', { name: `order ${orderId}` })).toBeVisible()
  await admin.context().close()
})

test('a reader buys a VIP pass on Stripe’s page; once paid, a seat fewer is left and the sponsor of the event sees the attendee', async ({ browser }) => {
  // Tallyforge sponsors the conference: the administrator invites its contact to the portal.
  const sponsorEmail = `contact.${Date.now()}@tallyforge.example`
  const admin = await signedIn(browser, site.baseURL, adminState)
  await admin.goto('/admin/sponsors')
  await admin.getByLabel('Email').fill(sponsorEmail)
  await admin.getByRole('combobox', { name: /^Sponsor/ }).selectOption('tallyforge')
  await admin.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(admin.getByText(`Invitation to the tallyforge portal sent to ${sponsorEmail}.`)).toBeVisible()
  await admin.context().close()
  const invitation = new URL(linkIn((await readMail(sponsorEmail, /invited to the Quota sponsor portal/)).text))
  const sponsor = await otherBrowser(browser, site.baseURL)
  await join(sponsor, `${invitation.pathname}${invitation.search}`, sponsorEmail, {
    joined: 'You joined the sponsor portal. Sign in to set up your second factor and see your leads.',
    landing: 'Your leads',
  })

  const { seatsBefore, state } = await chooseConferenceVip(reader)
  await expect(reader.getByLabel('Card number')).toHaveCount(0)
  await reader.getByLabel('Work email').fill(email)
  await reader.getByLabel(/^Company\s*\*?$/).fill('Analytical Engines')
  await reader.getByLabel(/^Job title\s*\*?$/).fill('VP Sales')
  await reader.getByLabel(/Share my name, company, job title and email with this event’s sponsors/).check()
  await reader.getByRole('button', { name: 'Continue to payment' }).click()

  // Stripe's (stand-in) Checkout page for the pass's price; back on the event page, confirming until Stripe's event.
  await expect(reader.getByRole('heading', { name: 'Pay 1495.00 USD' })).toBeVisible()
  expect(new URL(reader.url()).origin).toBe(new URL(site.standIn.url).origin)
  await reader.getByRole('button', { name: 'Pay' }).click()
  await expect(reader.getByRole('status').filter({ hasText: 'We are confirming your payment with Stripe' })).toBeVisible()
  await site.standIn.releaseEvents()
  await expect(async () => {
    await reader.reload()
    await expect(reader.getByRole('status').filter({ hasText: 'Your pass is confirmed.' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(reader.getByRole('status').filter({ hasText: 'Your pass is confirmed.' })).not.toContainText('Test payment')
  await expect(state).toHaveText(seatsLeft(seatsBefore - 1))
  expect((await readMail(email, /Your pass: Revenue Leaders Conference/)).text).toContain('Paid: $1,495')

  // The attendee's lead is written by the pass's job, with its mail (already read above).
  await sponsor.goto('/sponsor/leads')
  await expect(sponsor.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await expect(sponsor.getByRole('row').filter({ hasText: email })).toHaveCount(1)
  await sponsor.context().close()
})
