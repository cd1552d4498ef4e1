import type { AwardWinner, Segment } from '#lib/content-model.ts'

const LEVEL_NAMES: Record<string, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' }

/** An award programme's winners, one section per category, gold to bronze. */
export function AwardWinners({ categories }: { categories: (Segment & { winners: AwardWinner[] })[] }) {
  if (categories.length === 0) return <p className="notice">The winners of this edition have not been announced yet.</p>
  return (
    <div className="award-categories">
      {categories.map((category) => (
        <section key={category.slug} className="award-category" aria-labelledby={`category-${category.slug}`}>
          <h3 id={`category-${category.slug}`}>{category.name}</h3>
          {category.description ? <p className="award-category__about">{category.description}</p> : null}
          <ol className="award-winners">
            {category.winners.map((winner) => (
              <li key={`${winner.level}-${winner.company}-${winner.person ?? ''}`} className={`award-winner award-winner--${winner.level}`}>
                <span className="award-winner__level">{LEVEL_NAMES[winner.level] ?? winner.level}</span>
                <span className="award-winner__name">
                  {winner.person ? `${winner.person}, ` : ''}
                  {winner.website ? (
                    <a href={winner.website} rel="noopener nofollow">
                      {winner.company}
                    </a>
                  ) : (
                    winner.company
                  )}
                </span>
                {winner.summary ? <span className="award-winner__summary">{winner.summary}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
