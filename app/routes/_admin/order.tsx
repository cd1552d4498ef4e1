import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { isRunning, ORDER_CHANGES, refundableCents, type OrderChange } from '#lib/magazine-order-state.ts'
import { OrderChangeForm } from '#lib/staff-schemas.ts'
import { formatCents, PLANS } from '#lib/subscription-plans.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { answerForm } from '../back-office-form.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { RecordFields } from '../../components/back-office/record-fields.tsx'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage', readsQuery: ['confirm'] })

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '—')

function orderIdOf(raw: string | undefined): number {
  const id = storableIdOf(raw)
  if (id === null) throw data({ message: 'No such order' }, { status: 404 })
  return id
}

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const order = await args.context.orderAdmin.get(orderIdOf(args.params.id))
  if (!order) throw data({ message: 'No such order' }, { status: 404 })
  const address = [order.address1, order.address2, `${order.postalCode} ${order.city}`.trim(), order.region, order.country].filter(Boolean).join(', ')
  const test = order.paymentProvider === 'test'
  const running = isRunning(order)
  const refundable = refundableCents(order)
  const confirm = new URL(args.request.url).searchParams.get('confirm')
  const possible: Record<OrderChange, boolean> = { refund: refundable > 0, 'cancel-period-end': running && !order.cancelAtPeriodEnd, 'cancel-now': running }
  return data(
    {
      id: order.id,
      refundable,
      possible,
      confirming: ORDER_CHANGES.find((change) => change === confirm && possible[change]) ?? null,
      fields: [
        ['Status', order.status + (order.declineReason ? ` (${order.declineReason})` : '')],
        ['Placed', order.createdAt.toISOString()],
        ['Plan', PLANS.find((plan) => plan.id === order.planId)?.name ?? order.planId],
        ['List price', formatCents(order.listPriceCents)],
        ['Paid', `${formatCents(order.amountCents)} ${order.currency}`],
        ['Refunded', order.refundedCents > 0 ? `${formatCents(order.refundedCents)} ${order.currency}` : '—'],
        ['Payment', test ? 'Test gateway: no money was taken' : 'Stripe'],
        ['Subscription', order.subscriptionStatus ? `${order.subscriptionStatus}${order.cancelAtPeriodEnd ? ', cancels at period end' : ''}` : '—'],
        [order.cancelAtPeriodEnd ? 'Ends' : 'Renews', running ? day(order.renewsAt) : '—'],
        ['Promo code', order.promoCode ?? '—'],
        ['From the address code', order.sourceCode || '—'],
        ['Name', `${order.firstname} ${order.lastname}`],
        ['Email', order.email],
        ['Company', order.company || '—'],
        ['Delivery address', address],
        ['Card', test ? `${order.cardBrand} ending ${order.cardLast4}` : 'On Stripe'],
        ['Payment reference', order.gatewayReference ?? order.stripeSubscriptionId ?? order.stripeCheckoutSessionId ?? '—'],
        ['Confirmation mail', order.mailStatus],
      ],
    },
    { headers: noStore },
  )
}

/** A refund or a cancellation, sent from its confirmation step; each is in the audit log. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const id = orderIdOf(args.params.id)
  const submission = parseForm(await args.request.formData().catch(() => new FormData()), { schema: OrderChangeForm })
  return answerForm(submission, async ({ intent }) => {
    if (intent === 'refund') {
      const order = await args.context.orderActions.refund(user, id)
      return `Refunded: ${formatCents(order.refundedCents)} in all${order.paymentProvider === 'test' ? ' (a test refund: no money had been taken)' : ''}.`
    }
    await args.context.orderActions.cancel(user, id, intent === 'cancel-now' ? 'now' : 'period_end')
    return intent === 'cancel-now' ? 'The subscription is cancelled: it has ended.' : 'The subscription will end at the end of its period and not renew.'
  })
}

export const headers = retryAfterHeaders

const CHANGES: Record<OrderChange, { offer: string; question: (refundable: string) => string; yes: string }> = {
  refund: { offer: 'Refund…', question: (amount) => `Refund ${amount} to the buyer? It cannot be taken back.`, yes: 'Yes, refund it' },
  'cancel-period-end': { offer: 'Cancel at period end…', question: () => 'Let the subscription run to the end of its paid period, then end without renewing?', yes: 'Yes, cancel at period end' },
  'cancel-now': { offer: 'Cancel now…', question: () => 'End the subscription now? The reader loses access at once; a refund is a separate step.', yes: 'Yes, cancel it now' },
}

export default function OrderDetail() {
  const { id, fields, possible, confirming, refundable } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const offered = ORDER_CHANGES.filter((change) => possible[change])
  return (
    <>
      <BackLink to="/admin/orders" label="All orders" />
      <h1>Order {id}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <FormErrors errors={result?.reply.error?.[''] ?? undefined} id="order-change-errors" />
      <RecordFields fields={fields} />
      {confirming ? (
        <Form method="post" action={`/admin/orders/${id}`} className="form confirm-step">
          <p>{CHANGES[confirming].question(formatCents(refundable))}</p>
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" name="intent" value={confirming} className="button" disabled={busy}>
            {CHANGES[confirming].yes}
          </button>{' '}
          <Link to={`/admin/orders/${id}`}>Not now</Link>
        </Form>
      ) : offered.length > 0 ? (
        <p className="admin-actions">
          {offered.map((change) => (
            <Link key={change} to={`?confirm=${change}`} className="button button--secondary">
              {CHANGES[change].offer}
            </Link>
          ))}
        </p>
      ) : null}
    </>
  )
}
