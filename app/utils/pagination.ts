/** The same address with another page number; page 1 is the address without `page`. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/** First, last and the current page with its neighbours; gaps where pages are left out. */
export function pageWindow(current: number, total: number): PageItem[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total))
  const pages = [...wanted].sort((a, b) => a - b)
  const items: PageItem[] = []
  pages.forEach((page, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page })
  })
  return items
}
