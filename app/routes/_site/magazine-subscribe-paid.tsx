import { data, Link, useLoaderData, useLocation, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { QueryHandle } from '#lib/query-handle.ts'
import { formatCents } from '#lib/subscription-plans.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { notFound, noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'

export const handle: QueryHandle = { readsQuery: ['order', 'session_id'] }

/** How often the page looks again while Stripe's event is on its way (a few seconds as a rule). */
const RECHECK_SECONDS = 3

const SESSION_ID = /^cs_\w{1,200}$/

/**
 * /magazine/subscribe/paid: Stripe Checkout's return address (decision 061). The browser comes back
 * before Stripe's webhook event, which alone marks the order paid: until then the page says it is
 * confirming and looks again by itself (a meta refresh: no JavaScript needed). The session id in
 * the address is what shows the order is this buyer's.
 */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url)
  const orderId = storableIdOf(url.searchParams.get('order'))
  const sessionId = url.searchParams.get('session_id') ?? ''
  const order = orderId !== null && SESSION_ID.test(sessionId) && context.stripeCheckout ? await context.stripeCheckout.returned(orderId, sessionId) : null
  if (!order) throw notFound()
  return data({ order, recheckSeconds: RECHECK_SECONDS }, { headers: noStore })
}

/** The loader's no-store: an order's page is for its buyer only. */
export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error, matches }) => {
  if (!loaded) return errorMeta(error, matches)
  const confirming = loaded.order.state === 'confirming'
  const base = pageMeta(matches, confirming ? 'Confirming Your Payment' : 'Thank You for Subscribing', { noindex: true })
  return confirming ? [...base, { httpEquiv: 'refresh', content: String(loaded.recheckSeconds) }] : base
}

export default function MagazineSubscribePaid() {
  const { order } = useLoaderData<typeof loader>()
  const { pathname, search } = useLocation()
  if (order.state === 'confirming')
    return (
      <div className="page page--narrow" role="status">
        <h1>Confirming your payment…</h1>
        <p>Stripe is telling us about your payment; this takes a few seconds. This page looks again by itself.</p>
        <p>
          <Link to={`${pathname}${search}`} reloadDocument>
            Check again now
          </Link>
        </p>
      </div>
    )
  return (
    <div className="page page--narrow">
      <h1>Thank you for subscribing</h1>
      <section aria-labelledby="receipt-heading" className="notice">
        <h2 id="receipt-heading">Receipt for order {order.orderId}</h2>
        <p>
          {order.planName} magazine subscription, a year. Charged: {formatCents(order.amountCents)}
          {order.promoCode ? ` (promo code ${order.promoCode})` : ''}.
        </p>
        {order.state === 'refunded' ? <p>This payment was refunded.</p> : null}
        <p>We sent the receipt to {order.email}. Your subscription, its next renewal and your receipts are on your profile.</p>
      </section>
      <p>
        <Link to="/profile">Your profile</Link> · <Link to="/magazine">The magazine</Link>
      </p>
    </div>
  )
}
