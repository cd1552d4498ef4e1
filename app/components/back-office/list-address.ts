/**
 * The address of a list with some of its query changed: the filters in `values` kept (empty ones
 * left out, so addresses stay short), `changes` laid over them. Pager and sort links use it, so
 * turning a page never loses a filter.
 */
export function listAddress(values: Readonly<Record<string, string>>, changes: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(Object.entries({ ...values, ...changes }).filter(([, value]) => value))
  return `?${query.toString()}`
}

/** Whether any filter is set (the page number and the order do not narrow a list). */
export const isFiltered = (values: Readonly<Record<string, string>>) => Object.entries(values).some(([name, value]) => value && name !== 'page' && name !== 'sort')

/** The address of a list's CSV: the same filters, without the page. */
export const csvAddress = (path: string, values: Readonly<Record<string, string>>) => `${path}${listAddress(values, { page: '' }).replace(/^\?$/, '')}`
