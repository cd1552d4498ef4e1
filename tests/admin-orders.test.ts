import { describe, expect, it } from 'vitest'
import { insertOrder } from './utils/magazine-orders.ts'
import { enrolledAs } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** Magazine orders for sales staff: found, totalled and read whole, without the card beyond its last four digits. */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

const order = (fields: Parameters<typeof insertOrder>[1]) => insertOrder(t.database.db, fields)

describe('orders in the back office', () => {
  it('lists orders newest first with the paid total, filtered by status, plan and text', async () => {
    const sales = await enrolledAs(t, 'sales')
    await order({ status: 'paid', amountCents: 3920, email: 'paid.one@acme.example', company: 'Acme' })
    await order({ status: 'declined', planId: 'team', email: 'declined@beta.example', declineReason: 'card_declined' })
    await order({ status: 'paid', planId: 'team', amountCents: 19900, email: 'paid.two@gamma.example' })
    const get = (query: string) => t.request(`/admin/orders${query}`, { headers: { Cookie: sales.cookie } }).then((res) => res.text())

    const all = await get('')
    expect(all).toContain('3 orders, $238.20 paid')
    expect(all.indexOf('paid.two@gamma.example')).toBeLessThan(all.indexOf('paid.one@acme.example'))
    expect(await get('?status=paid&plan=team')).toContain('1 order, $199 paid')
    const declined = await get('?status=declined')
    expect(declined).toContain('declined@beta.example')
    expect(declined).not.toContain('paid.one@acme.example')
    expect(await get('?q=acme')).toContain('paid.one@acme.example')
    expect(await get('?status=lost&from=never')).toContain('3 orders')
  })

  it('shows one order whole, the card only as brand and last four', async () => {
    const admin = await enrolledAs(t, 'admin')
    const [made] = await order({ status: 'paid', gatewayReference: 'ch_test_123', company: 'Delta' })
    const page = await (await t.request(`/admin/orders/${made!.id}`, { headers: { Cookie: admin.cookie } })).text()
    expect(page).toContain('visa ending 4242')
    expect(page).toContain('ch_test_123')
    expect(page).toContain('1 Main St, 12345 Springfield, US')
    expect((await t.request('/admin/orders/999999999', { headers: { Cookie: admin.cookie } })).status).toBe(404)
  })

  it('is closed to content staff', async () => {
    const editor = await enrolledAs(t, 'editor')
    expect((await t.request('/admin/orders', { headers: { Cookie: editor.cookie } })).status).toBe(403)
  })
})
