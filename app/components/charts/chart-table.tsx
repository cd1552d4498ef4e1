import { ColumnHeads } from '../column-heads.tsx'

/** The id a chart's caption takes, from its title. */
export const chartId = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export interface ChartRow {
  label: string
  values: readonly (number | undefined)[]
}

/**
 * A chart's figures as a table below its drawing: they read without sight of the drawing and
 * without JavaScript. One row per label, one column per series.
 */
export function ChartTable({ title, valueLabel, labelHeading, columns, rows }: { title: string; valueLabel: string; labelHeading: string; columns: readonly string[]; rows: readonly ChartRow[] }) {
  return (
    <details className="chart__table">
      <summary>Show the figures as a table</summary>
      <table className="admin-table">
        <caption className="visually-hidden">
          {title}: {valueLabel}
        </caption>
        <ColumnHeads names={[labelHeading, ...columns]} />
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${i}-${row.label}`}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, j) => (
                <td key={j}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
