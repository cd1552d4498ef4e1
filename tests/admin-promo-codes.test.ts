import { describe, expect, it } from 'vitest'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** Promo codes made, changed and switched off in the back office work (or stop working) on the subscribe page at once. */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

const validate = async (promoCode: string, planId?: string) => {
  const res = await t.request('/api/promocode/validate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1' },
    body: JSON.stringify({ promoCode, ...(planId ? { planId } : {}) }),
  })
  return { status: res.status, body: (await res.json()) as { discount?: unknown; planIds?: string[]; error?: { code: string } } }
}

describe('promo codes in the back office', () => {
  it('a code created by sales applies on the subscribe page, to its plans, until it is switched off', async () => {
    const sales = await enrolledAs(t, 'sales')
    const created = await t.request(
      '/admin/promo-codes',
      formPost({ intent: 'create', code: ' winter26 ', description: 'Winter offer', percent: '25', maxUses: '100', planIds: 'digital' }, sales.cookie),
    )
    expect(created.status).toBe(200)
    expect(await created.text()).toContain('WINTER26 is ready to use.')
    expect(await validate('winter26', 'digital')).toMatchObject({ status: 200, body: { discount: { percent: 25 }, planIds: ['digital'] } })
    expect((await validate('WINTER26', 'team')).status).toBe(422)
    const page = await t.request('/magazine/subscribe/WINTER26')
    expect(await page.text()).toContain('Winter offer')

    const list = await (await t.request('/admin/promo-codes', { headers: { Cookie: sales.cookie } })).text()
    expect(list).toContain('25% off')
    expect(list).toContain('0 of 100')
    const off = await t.request('/admin/promo-codes', formPost({ intent: 'disable', code: 'WINTER26' }, sales.cookie))
    expect(await off.text()).toContain('WINTER26 is off.')
    expect((await validate('WINTER26', 'digital')).status).toBe(404)
    await t.request('/admin/promo-codes', formPost({ intent: 'enable', code: 'WINTER26' }, sales.cookie))
    expect((await validate('WINTER26', 'digital')).status).toBe(200)

    // A changed offer applies to the next order; the form shows what is stored, and refuses what the new-code form refuses.
    const form = await (await t.request('/admin/promo-codes/winter26', { headers: { Cookie: sales.cookie } })).text()
    expect(form).toContain('value="Winter offer"')
    expect(form).toMatch(/checked="" value="digital"/)
    const bad = await t.request('/admin/promo-codes/WINTER26', formPost({ intent: 'edit', percent: '10', amount: '5' }, sales.cookie))
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Give a percentage or an amount off, not both')
    const changed = await t.request('/admin/promo-codes/WINTER26', formPost({ intent: 'edit', description: 'Winter, deeper', percent: '40', maxUses: '100', planIds: 'team' }, sales.cookie))
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('WINTER26 is changed')
    expect(await validate('WINTER26', 'team')).toMatchObject({ status: 200, body: { discount: { percent: 40 }, planIds: ['team'] } })
    expect((await validate('WINTER26', 'digital')).status).toBe(422)
    expect((await t.request('/admin/promo-codes/NOSUCH', { headers: { Cookie: sales.cookie } })).status).toBe(404)
    expect((await t.request('/admin/promo-codes/NOSUCH', formPost({ intent: 'edit', percent: '10' }, sales.cookie))).status).toBe(404)

    const admin = await enrolledAs(t, 'admin')
    const audit = await (await t.request('/admin/audit?itemType=promo_code', { headers: { Cookie: admin.cookie } })).text()
    expect(audit).toContain('promo.create')
    expect(audit).toContain('promo.disable')
    expect(audit).toContain('promo.edit')
  })

  it.each([
    ['neither a percentage nor an amount', { code: 'NOTHING' }, 'Give a percentage or an amount off, not both'],
    ['both', { code: 'BOTH', percent: '10', amount: '5' }, 'Give a percentage or an amount off, not both'],
    ['a percentage over 100', { code: 'TOOMUCH', percent: '150' }, 'A whole percentage from 1 to 100'],
    ['a code with spaces', { code: 'TWO WORDS', percent: '10' }, 'Letters, digits, - and _ only'],
    ['an end before the start', { code: 'BACKWARDS', percent: '10', validFrom: '2026-12-31', validUntil: '2026-01-01' }, 'Must be after the start'],
    ['a date that is not one', { code: 'BADDATE', percent: '10', validUntil: '31/12/2026' }, 'Use a date like 2026-12-31'],
  ])('refuses %s with a form error', async (_, fields, message) => {
    const admin = await enrolledAs(t, 'admin')
    const res = await t.request('/admin/promo-codes', formPost({ intent: 'create', ...fields }, admin.cookie))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(message)
  })

  it('refuses a code that exists, and an editor altogether', async () => {
    const admin = await enrolledAs(t, 'admin')
    expect((await t.request('/admin/promo-codes', formPost({ intent: 'create', code: 'DUPE1', amount: '10' }, admin.cookie))).status).toBe(200)
    const again = await t.request('/admin/promo-codes', formPost({ intent: 'create', code: 'dupe1', amount: '12.50' }, admin.cookie))
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('That code exists already')
    const editor = await enrolledAs(t, 'editor')
    expect((await t.request('/admin/promo-codes', { headers: { Cookie: editor.cookie } })).status).toBe(403)
    expect((await t.request('/admin/promo-codes', formPost({ intent: 'disable', code: 'DUPE1' }, editor.cookie))).status).toBe(403)
  })
})
