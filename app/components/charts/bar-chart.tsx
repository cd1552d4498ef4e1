import { scaleLinear } from 'd3-scale'
import { ChartTable, chartId } from './chart-table.tsx'

export interface Bar {
  label: string
  value: number
}

const WIDTH = 640
const ROW = 24
const LABEL_WIDTH = 260

/**
 * Horizontal bars drawn as SVG on the server (d3's linear scale, no DOM), one per labelled value,
 * with the same figures as a table below it: they read without sight of the bars and without
 * JavaScript. Labels are cut to fit; the table has them whole.
 */
export function BarChart({ title, bars, valueLabel, labelHeading }: { title: string; bars: Bar[]; valueLabel: string; labelHeading: string }) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.value))])
    .range([0, WIDTH - LABEL_WIDTH - 48])
  const id = chartId(title)
  const short = (label: string) => (label.length > 38 ? `${label.slice(0, 37)}…` : label)
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${Math.max(1, bars.length) * ROW + 8}`} role="img" aria-label={`${title}: bar chart; the table below gives the figures`} className="chart__svg">
        <g fontSize="11" fill="currentColor">
          {bars.map((bar, i) => (
            <g key={`${i}-${bar.label}`} transform={`translate(0,${i * ROW + 4})`}>
              <text x={LABEL_WIDTH - 8} y={ROW / 2} dy="0.32em" textAnchor="end">
                {short(bar.label)}
              </text>
              <rect x={LABEL_WIDTH} y={4} height={ROW - 8} width={x(bar.value)} fill="var(--brand)" />
              <text x={LABEL_WIDTH + x(bar.value) + 6} y={ROW / 2} dy="0.32em">
                {bar.value}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <ChartTable title={title} valueLabel={valueLabel} labelHeading={labelHeading} columns={[valueLabel]} rows={bars.map((bar) => ({ label: bar.label, values: [bar.value] }))} />
    </figure>
  )
}
