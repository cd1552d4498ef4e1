import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { formatCents, PLANS } from '#lib/subscription-plans.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { DATE_RANGE, PEOPLE_SEARCH, type ListFilters } from '../../components/back-office/list-filters.tsx'
import { fullName, PersonCell } from '../../components/back-office/person-cell.tsx'
import { orderFiltersOf } from './lists.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Orders' }, readsQuery: ['status', 'plan', 'promo', 'q', 'from', 'to', 'page'] })

const planName = (id: string) => PLANS.find((plan) => plan.id === id)?.name ?? id

const FILTERS: ListFilters = {
  label: 'Filter the orders',
  clear: true,
  fields: [
    {
      name: 'status',
      label: 'Status',
      options: [
        ['paid', 'Paid'],
        ['pending', 'Pending'],
        ['declined', 'Declined'],
        ['failed', 'Failed'],
      ],
      any: 'Any',
    },
    { name: 'plan', label: 'Plan', options: PLANS.map((plan) => [plan.id, plan.name] as const), any: 'Any' },
    { name: 'promo', label: 'Promo code' },
    PEOPLE_SEARCH,
    ...DATE_RANGE,
  ],
}

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const { search, page, values } = orderFiltersOf(new URL(args.request.url))
  const { paidCents, ...found } = await args.context.orderAdmin.search(search, page)
  const rows = found.rows.map((order) => ({
    id: order.id,
    at: utcMinute(order.createdAt),
    plan: planName(order.planId),
    amount: formatCents(order.amountCents),
    promo: order.promoCode ?? '',
    who: fullName(order),
    email: order.email,
    status: order.status,
  }))
  return data({ values, paid: formatCents(paidCents), list: { ...found, rows } }, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function OrdersScreen() {
  const { values, paid, list } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Orders</h1>
      <ListScreen
        list={list}
        values={values}
        filters={FILTERS}
        noun={['order', 'orders']}
        note={`${paid} paid`}
        caption="Magazine orders, newest first"
        rowKey={(order) => order.id}
        columns={[
          { header: 'When (UTC)', cell: (order) => order.at },
          { header: 'Subscriber', cell: (order) => <PersonCell to={`/admin/orders/${order.id}`} name={order.who} email={order.email} /> },
          { header: 'Plan', cell: (order) => order.plan },
          { header: 'Amount', cell: (order) => order.amount },
          { header: 'Promo code', cell: (order) => order.promo || '—' },
          { header: 'Status', cell: (order) => order.status },
        ]}
        empty={{ none: 'No orders yet.', filtered: 'No orders match these filters.' }}
      />
    </>
  )
}
