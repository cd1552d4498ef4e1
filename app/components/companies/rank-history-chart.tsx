import { movementWords } from '#lib/company-ranks.ts'
import type { CompanyFamilyView } from './company-view.ts'

const WIDTH = 320
const HEIGHT = 120
const PAD = { top: 14, right: 16, bottom: 22, left: 34 }

/**
 * A family's ranks year by year as a small line drawn on the server (no chart script on a reading
 * page): rank 1 at the top. Its label says every point in words; the table beside it has the same.
 */
export function RankHistoryChart({ family }: { family: CompanyFamilyView }) {
  const ranked = family.years.filter((year): year is typeof year & { rank: number } => year.rank !== null)
  if (ranked.length < 2) return null
  const firstYear = ranked[0]!.year
  const lastYear = ranked.at(-1)!.year
  const worst = Math.max(...ranked.map((year) => year.rank))
  const x = (year: number) => PAD.left + ((year - firstYear) / (lastYear - firstYear)) * (WIDTH - PAD.left - PAD.right)
  const y = (rank: number) => PAD.top + (worst === 1 ? 0 : ((rank - 1) / (worst - 1)) * (HEIGHT - PAD.top - PAD.bottom))
  const description = ranked.map((year) => `${year.year}: rank ${year.rank}${year.movement.kind === 'first' ? '' : `, ${movementWords(year.movement)}`}`).join('; ')
  return (
    <figure className="rank-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={`${family.name}, rank by year. ${description}.`}>
        <title>{`${family.name}: rank by year`}</title>
        <line className="rank-chart__axis" x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} />
        <text className="rank-chart__label" x={PAD.left - 6} y={y(1) + 4} textAnchor="end">
          #1
        </text>
        {worst > 1 ? (
          <text className="rank-chart__label" x={PAD.left - 6} y={y(worst) + 4} textAnchor="end">
            {`#${worst}`}
          </text>
        ) : null}
        <polyline className="rank-chart__line" fill="none" points={ranked.map((year) => `${x(year.year).toFixed(1)},${y(year.rank).toFixed(1)}`).join(' ')} />
        {ranked.map((year) => (
          <g key={year.year}>
            <circle className="rank-chart__point" cx={x(year.year)} cy={y(year.rank)} r={4} />
            <text className="rank-chart__label" x={x(year.year)} y={HEIGHT - 6} textAnchor="middle">
              {year.year}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  )
}
