import { partsOf, rowsOf, SECTION_FIELDS, shownValue, type SectionType, type ValueField } from '#lib/section-fields.ts'

/** A section item's form as the editor's page fills it from stored fields (unticked boxes are left out, as a browser does). */
export function sectionFormOf(type: SectionType, stored: Record<string, unknown>): Record<string, string> {
  const form: Record<string, string> = {}
  const put = (field: ValueField, name: string, value: unknown) => {
    if (field.kind === 'checkbox') {
      if (value === true) form[name] = 'on'
    } else form[name] = shownValue(field, value)
  }
  for (const field of SECTION_FIELDS[type]) {
    const name = `f.${field.name}`
    if (field.kind === 'group') for (const part of field.parts) put(part, `${name}.${part.name}`, partsOf(stored[field.name])[part.name])
    else if (field.kind === 'rows') rowsOf(stored[field.name]).forEach((row, i) => field.columns.forEach((column) => put(column, `${name}.${i}.${column.name}`, row[column.name])))
    else put(field, name, stored[field.name])
  }
  return form
}

/** An item's own text fields (title, address, deck, body, byline, image) as the editor's page fills them. */
export const itemFormOf = (item: { title: string; slug: string; excerpt: string; contentHtml: string; authorId: number | null; featuredMediaId: number | null }) => ({
  title: item.title,
  slug: item.slug,
  excerpt: item.excerpt,
  contentHtml: item.contentHtml,
  featuredMediaId: String(item.featuredMediaId ?? ''),
  authorId: String(item.authorId ?? ''),
})
