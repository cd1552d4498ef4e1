import type { ReactNode } from 'react'
import type { Page } from '#lib/page.ts'
import { isFiltered } from './list-address.ts'
import { ListFilterForm, type ListFilters } from './list-filters.tsx'
import { ListPager } from './list-pager.tsx'
import { ListTable, type Column } from './list-table.tsx'

export { fieldColumns, type Column } from './list-table.tsx'
export type { ListFilter } from './list-filters.tsx'
export { csvAddress } from './list-address.ts'

/** How the rows show: a table of columns, or (a gallery of images) the screen's own layout of a page's rows. */
type Rows<T> =
  | { columns: readonly Column<T>[]; rowKey: (row: T) => string | number; caption: string; showCaption?: boolean; layout?: never }
  | { layout: (rows: T[]) => ReactNode; columns?: never; rowKey?: never; caption?: never; showCaption?: never }

export type ListScreenProps<T> = Rows<T> & {
  /** The page the list service returned. */
  list: Page<T>
  /** The row's noun, one and many: the count line reads "1 lead", "2 leads". Without it, no count line. */
  noun?: readonly [one: string, many: string]
  /** Words after the count ("$238.20 paid"). */
  note?: string
  /** A download of the same rows (the filters kept), named after the count. */
  csv?: { href: string; label: string }
  filters?: ListFilters
  /** The filters as the address holds them: the form's values, and what the pager and sort links keep. */
  values?: Readonly<Record<string, string>>
  /** What an empty list says: nothing yet, or nothing matching the filters. */
  empty: string | { none: string; filtered: string }
  /** The pager's name ("Pages of leads" by default); by name: Previous / Next rather than Newer / Older. */
  pager?: { label?: string; byName?: boolean }
}

/**
 * Every list of the back office and the sponsor portal: its filters (a GET form), the count, the
 * table, the empty state and the pager. A screen declares its columns and hands over the page its
 * service returned; the page size is the service's.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { list, noun, note, csv, filters, values = {}, empty, pager } = props
  const { rows, total, page, pages } = list
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'page'))
  const shown = !rows.length ? (
    <p className="notice">{typeof empty === 'string' ? empty : isFiltered(values) ? empty.filtered : empty.none}</p>
  ) : props.layout ? (
    props.layout(rows)
  ) : (
    <ListTable rows={rows} columns={props.columns} rowKey={props.rowKey} caption={props.caption} showCaption={props.showCaption} values={kept} />
  )
  return (
    <>
      {filters ? <ListFilterForm filters={filters} values={values} /> : null}
      {noun ? (
        <p role="status">
          {[`${total} ${total === 1 ? noun[0] : noun[1]}`, note, pages > 1 ? `page ${page} of ${pages}` : ''].filter(Boolean).join(', ')}
          {csv ? (
            <>
              {' · '}
              <a href={csv.href}>{csv.label}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {shown}
      <ListPager values={kept} page={page} pages={pages} label={pager?.label ?? `Pages of ${noun?.[1] ?? props.caption?.toLowerCase() ?? 'the list'}`} byName={pager?.byName} />
    </>
  )
}
