import type { MenuItem } from '#server/load-context.ts'

/** A menu form's links in the order their numbers give (ties keep the form's order); rows left empty are dropped. */
export function menuItemsOfForm(form: FormData): MenuItem[] {
  const rows: (MenuItem & { order: number; at: number })[] = []
  for (let i = 0; i < 60; i++) {
    const label = form.get(`item.${i}.label`)
    if (label === null) break
    const url = String(form.get(`item.${i}.url`) ?? '').trim().slice(0, 500)
    if (!String(label).trim() && !url) continue
    const order = Number(form.get(`item.${i}.order`))
    rows.push({ label: String(label).slice(0, 200), url, nested: form.get(`item.${i}.nested`) !== null, order: Number.isFinite(order) ? order : i + 1, at: i })
  }
  return rows.sort((a, b) => a.order - b.order || a.at - b.at).map(({ label, url, nested }) => ({ label, url, nested }))
}
