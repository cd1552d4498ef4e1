import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'

/**
 * A line chart drawn as SVG on the server (visx: d3's scales and shapes as React), with the same
 * figures as a table below it, so the numbers read without sight of the lines and without
 * JavaScript. Series are told apart by colour and by dash.
 */
export interface ChartSeries {
  label: string
  values: number[]
}

const WIDTH = 640
const HEIGHT = 240
const MARGIN = { top: 12, right: 16, bottom: 36, left: 48 }
const COLOURS = ['var(--brand)', 'var(--accent, #b4540a)', 'var(--ink-soft)']
const DASHES = ['', '6 4', '2 3']

export function LineChart({ title, labels, series, valueLabel, labelHeading = 'Week ending' }: { title: string; labels: string[]; series: ChartSeries[]; valueLabel: string; labelHeading?: string }) {
  const x = scalePoint({ domain: labels, range: [0, WIDTH - MARGIN.left - MARGIN.right], padding: 0.2 })
  const top = Math.max(1, ...series.flatMap((one) => one.values))
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true })
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}: line chart; the table below gives the figures`} className="chart__svg">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={4} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }} />
          <AxisBottom top={HEIGHT - MARGIN.top - MARGIN.bottom} scale={x} stroke="currentColor" tickStroke="currentColor" tickValues={labels.filter((_, i) => i % Math.ceil(labels.length / 6) === 0)} tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }} />
          {series.map((one, index) => (
            <LinePath key={one.label} data={one.values} x={(_, i) => x(labels[i]!) ?? 0} y={(value) => y(value)} stroke={COLOURS[index % COLOURS.length]} strokeWidth={2} strokeDasharray={DASHES[index % DASHES.length]} />
          ))}
        </Group>
      </svg>
      <ul className="chart__legend">
        {series.map((one, index) => (
          <li key={one.label}>
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="24" y2="4" stroke={COLOURS[index % COLOURS.length]} strokeWidth="2" strokeDasharray={DASHES[index % DASHES.length]} />
            </svg>{' '}
            {one.label}
          </li>
        ))}
      </ul>
      <details className="chart__table">
        <summary>Show the figures as a table</summary>
        <table className="admin-table">
          <caption className="visually-hidden">
            {title}: {valueLabel}
          </caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              {series.map((one) => (
                <th key={one.label} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((one) => (
                  <td key={one.label}>{one.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
