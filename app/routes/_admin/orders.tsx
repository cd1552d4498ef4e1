import { data, Form, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { formatCents, PLANS } from '#lib/subscription-plans.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { orderFiltersOf, orderPages } from './lists.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { AdminPager } from './admin-pager.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Orders' }, readsQuery: ['status', 'plan', 'promo', 'q', 'from', 'to', 'page'] })

const planName = (id: string) => PLANS.find((plan) => plan.id === id)?.name ?? id

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const { search, page, values } = orderFiltersOf(new URL(args.request.url))
  const { rows, total, paidCents } = await args.context.orderAdmin.search(search, page)
  return data(
    {
      values,
      page,
      pages: orderPages(total),
      total,
      paid: formatCents(paidCents),
      rows: rows.map((order) => ({
        id: order.id,
        at: order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        plan: planName(order.planId),
        amount: formatCents(order.amountCents),
        promo: order.promoCode ?? '',
        who: `${order.firstname} ${order.lastname}`.trim(),
        email: order.email,
        status: order.status,
      })),
    },
    { headers: noStore },
  )
}

export const headers = retryAfterHeaders

export default function OrdersScreen() {
  const { values, rows, total, paid, page, pages } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Orders</h1>
      <Form method="get" className="filter-form" aria-label="Filter the orders">
        <label>
          Status{' '}
          <select name="status" defaultValue={values.status}>
            <option value="">Any</option>
            <option value="paid">Paid</option>
            <option value="pending">Pending</option>
            <option value="declined">Declined</option>
            <option value="failed">Failed</option>
          </select>
        </label>
        <label>
          Plan{' '}
          <select name="plan" defaultValue={values.plan}>
            <option value="">Any</option>
            {PLANS.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Promo code <input name="promo" defaultValue={values.promo} />
        </label>
        <label>
          Search <input type="search" name="q" defaultValue={values.q} placeholder="name, email, company" />
        </label>
        <label>
          From <input type="date" name="from" defaultValue={values.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={values.to} />
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>{' '}
        <Link to="/admin/orders">Clear</Link>
      </Form>
      <p role="status">{`${total} ${total === 1 ? 'order' : 'orders'}, ${paid} paid${pages > 1 ? `; page ${page} of ${pages}` : ''}`}</p>
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Magazine orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Subscriber</th>
              <th scope="col">Plan</th>
              <th scope="col">Amount</th>
              <th scope="col">Promo code</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id}>
                <td>{order.at}</td>
                <td>
                  <Link to={`/admin/orders/${order.id}`}>{order.who || order.email}</Link>
                  <div>{order.email}</div>
                </td>
                <td>{order.plan}</td>
                <td>{order.amount}</td>
                <td>{order.promo || '—'}</td>
                <td>{order.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">No orders match these filters.</p>
      )}
      <AdminPager filters={values} page={page} pages={pages} label="Pages of orders" />
    </>
  )
}
