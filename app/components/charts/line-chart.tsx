import { scaleLinear, scalePoint } from 'd3-scale'
import { line } from 'd3-shape'
import { ChartTable, chartId } from './chart-table.tsx'

export interface ChartSeries {
  label: string
  values: number[]
}

const WIDTH = 640
const HEIGHT = 240
const MARGIN = { top: 12, right: 16, bottom: 36, left: 48 }
const COLOURS = ['var(--brand)', 'var(--accent, #b4540a)', 'var(--ink-soft)']
const DASHES = ['', '6 4', '2 3']

/**
 * A line chart drawn as SVG on the server with d3's scales and line shapes (plain functions, no
 * DOM), with the same figures as a table below it, so the numbers read without sight of the lines
 * and without JavaScript. Series are told apart by colour and by dash.
 */
export function LineChart({ title, labels, series, valueLabel, labelHeading = 'Week ending' }: { title: string; labels: string[]; series: ChartSeries[]; valueLabel: string; labelHeading?: string }) {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scalePoint<string>().domain(labels).range([0, plotWidth]).padding(0.2)
  const y = scaleLinear()
    .domain([0, Math.max(1, ...series.flatMap((one) => one.values))])
    .range([plotHeight, 0])
    .nice()
  const path = line<number>()
    .x((_, i) => x(labels[i]!) ?? 0)
    .y((value) => y(value))
  const every = Math.ceil(labels.length / 6)
  const id = chartId(title)
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}: line chart; the table below gives the figures`} className="chart__svg">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`} fontSize="11" fill="currentColor">
          {y.ticks(4).map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={plotWidth} stroke="currentColor" strokeOpacity="0.2" />
              <text x="-6" dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <line y1={plotHeight} y2={plotHeight} x2={plotWidth} stroke="currentColor" />
          {labels.map((label, i) =>
            i % every === 0 ? (
              <text key={label} x={x(label)} y={plotHeight + 18} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
          {series.map((one, index) => (
            <path key={one.label} d={path(one.values) ?? ''} fill="none" stroke={COLOURS[index % COLOURS.length]} strokeWidth={2} strokeDasharray={DASHES[index % DASHES.length]} />
          ))}
        </g>
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
      <ChartTable
        title={title}
        valueLabel={valueLabel}
        labelHeading={labelHeading}
        columns={series.map((one) => one.label)}
        rows={labels.map((label, i) => ({ label, values: series.map((one) => one.values[i]) }))}
      />
    </figure>
  )
}
