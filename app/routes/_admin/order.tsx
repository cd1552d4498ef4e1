import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { formatCents, PLANS } from '#lib/subscription-plans.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { RecordFields } from '../../components/back-office/record-fields.tsx'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage' })

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const id = args.params.id && /^\d{1,9}$/.test(args.params.id) ? Number(args.params.id) : null
  const order = id === null ? null : await args.context.orderAdmin.get(id)
  if (!order) throw data({ message: 'No such order' }, { status: 404 })
  const address = [order.address1, order.address2, `${order.postalCode} ${order.city}`.trim(), order.region, order.country].filter(Boolean).join(', ')
  return data(
    {
      id: order.id,
      fields: [
        ['Status', order.status + (order.declineReason ? ` (${order.declineReason})` : '')],
        ['Placed', order.createdAt.toISOString()],
        ['Plan', PLANS.find((plan) => plan.id === order.planId)?.name ?? order.planId],
        ['List price', formatCents(order.listPriceCents)],
        ['Paid', `${formatCents(order.amountCents)} ${order.currency}`],
        ['Promo code', order.promoCode ?? '—'],
        ['From the address code', order.sourceCode || '—'],
        ['Name', `${order.firstname} ${order.lastname}`],
        ['Email', order.email],
        ['Company', order.company || '—'],
        ['Delivery address', address],
        ['Card', `${order.cardBrand} ending ${order.cardLast4}`],
        ['Payment reference', order.gatewayReference ?? '—'],
        ['Confirmation mail', order.mailStatus],
      ],
    },
    { headers: noStore },
  )
}

export const headers = retryAfterHeaders

export default function OrderDetail() {
  const { id, fields } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to="/admin/orders" label="All orders" />
      <h1>Order {id}</h1>
      <RecordFields fields={fields} />
    </>
  )
}
