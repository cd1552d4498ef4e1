/**
 * One page of a list, as every back-office list service returns it: the page's rows, how many the
 * whole list has, which page this is (from 1) and how many pages there are (at least 1). The page
 * size is the service's own; a screen passes a page number and its filters, never a size.
 */
export interface Page<T> {
  rows: T[]
  total: number
  page: number
  pages: number
}

/** Offsets past this page are refused work, not a list anybody reads: a higher number is this one. */
export const LAST_PAGE = 10_000

/** The page number an address asks for (`?page=`): a whole number from 1 to LAST_PAGE, anything else the first. */
export function pageNumberOf(url: URL): number {
  return clampPage(Number(url.searchParams.get('page')) || 1)
}

export const clampPage = (page: number) => Math.min(LAST_PAGE, Math.max(1, Math.trunc(page) || 1))

/** A page's rows with their place in a list of `total` rows read `size` at a time. */
export function pageOf<T>(rows: T[], total: number, page: number, size: number): Page<T> {
  return { rows, total, page: clampPage(page), pages: Math.max(1, Math.ceil(total / size)) }
}

/** A list short enough to show whole (the staff, the sponsors): one page holding every row. */
export const wholeList = <T>(rows: T[]): Page<T> => ({ rows, total: rows.length, page: 1, pages: 1 })
