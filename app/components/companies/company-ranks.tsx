import { Link } from 'react-router'
import { movementLabel, movementWords } from '#lib/company-ranks.ts'
import type { CompanyFamilyView } from './company-view.ts'
import { RankHistoryChart } from './rank-history-chart.tsx'
import { ColumnHeads } from '../column-heads.tsx'

/** Every list and award the company is on: a table per family, newest year first, and its chart. */
export function CompanyRanks({ families, name }: { families: CompanyFamilyView[]; name: string }) {
  if (!families.length) return <p>{name} is not on a published list yet.</p>
  return (
    <>
      {families.map((family) => (
        <section key={family.family} className="company-ranks" aria-labelledby={`ranks-${family.family}`}>
          <h3 id={`ranks-${family.family}`}>{family.name}</h3>
          <table className="company-ranks__table">
            <caption className="visually-hidden">{`${name} on ${family.name}, by year`}</caption>
            <ColumnHeads names={['Year', 'Place', 'Since the year before']} />
            <tbody>
              {[...family.years].reverse().map((year) => (
                <tr key={year.year}>
                  <th scope="row">
                    <Link to={year.path}>{year.year}</Link>
                  </th>
                  <td>{year.rank === null ? year.category || 'Winner' : `#${year.rank}`}</td>
                  <td>
                    <span aria-hidden="true">{movementLabel(year.movement)}</span>
                    <span className="visually-hidden">{movementWords(year.movement)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <RankHistoryChart family={family} />
        </section>
      ))}
    </>
  )
}
