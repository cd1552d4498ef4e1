/** WordPress's `_fields`: keep only the named fields (a dotted name keeps one nested field). */
export function pickFields<T extends Record<string, unknown>>(item: T, fields: string[] | undefined): Partial<T> {
  if (!fields || fields.length === 0) return item
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    const [head, ...rest] = field.split('.')
    if (!head || !(head in item)) continue
    if (rest.length === 0) {
      out[head] = item[head]
      continue
    }
    const inner = item[head]
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const picked = pickFields(inner as Record<string, unknown>, [rest.join('.')])
      out[head] = { ...((out[head] as object) ?? {}), ...picked }
    }
  }
  return out as Partial<T>
}

export function parseFieldList(raw: string | undefined): string[] | undefined {
  const fields = raw
    ?.split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  return fields && fields.length > 0 ? fields : undefined
}
