import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { listAddress } from './list-address.ts'

/** A column of a list: its header, what a row shows in it, and optionally the service's order it sorts by. */
export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** The cell that names the row (a `th scope="row"`), as a newsletter names its row of counts. */
  rowHeader?: boolean
  /** The order's name the list service takes (`?sort=name`, `?sort=-name` reversed): the header becomes a link. */
  sort?: string
  /** A header read out but not shown (a column of buttons). */
  hideHeader?: boolean
}

/** Columns that show a field of the row as it is, each named by its header: `fieldColumns<Row>({ When: 'at', Event: 'event' })`. */
export function fieldColumns<T>(fields: Record<string, keyof T>): Column<T>[] {
  return Object.entries(fields).map(([header, field]) => ({ header, cell: (row: T) => row[field] as ReactNode }))
}

export interface ListTableProps<T> {
  rows: readonly T[]
  columns: readonly Column<T>[]
  rowKey: (row: T) => string | number
  caption: string
  /** Shown above the table; by default only read out. */
  showCaption?: boolean
  values?: Readonly<Record<string, string>>
}

/**
 * A table with its caption and column headers (`scope`), as assistive technology reads tables. On a
 * narrow screen each row stacks, every cell after its column's name (`data-label`, see admin.css).
 */
export function ListTable<T>({ rows, columns, rowKey, caption, showCaption = false, values = {} }: ListTableProps<T>) {
  return (
    <table className="admin-table">
      <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column.header} column={column} values={values} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" data-label={column.header}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} data-label={column.hideHeader ? undefined : column.header}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function ColumnHeader<T>({ column, values }: { column: Column<T>; values: Readonly<Record<string, string>> }) {
  const { header, sort, hideHeader } = column
  if (hideHeader)
    return (
      <th scope="col">
        <span className="visually-hidden">{header}</span>
      </th>
    )
  if (!sort) return <th scope="col">{header}</th>
  const order = values.sort === sort ? 'ascending' : values.sort === `-${sort}` ? 'descending' : undefined
  return (
    <th scope="col" aria-sort={order}>
      <Link to={listAddress(values, { sort: order === 'ascending' ? `-${sort}` : sort, page: '' })}>{header}</Link>
    </th>
  )
}
