import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { siteListFamilies } from '../../../lib/list-editions.ts'
import { withContent } from '../content-reads.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'Every ranked list and award program, newest year first: the largest sales organizations, training companies, vendors, consultants and the winners of our awards.'

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

/** /lists: every edition, grouped by family in the spec's family order (then the families only editions declare), newest year first inside each. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const editions = await withContent(context, () => context.content.getLists())
  const families = siteListFamilies(context.env.SITE_NAME, editions)
    .map(({ slug, name, family }) => ({
      slug,
      name,
      kind: family.kind,
      editions: editions
        .filter((edition) => edition.family === slug)
        .sort((a, b) => b.year - a.year)
        .map((edition) => ({ year: edition.year, path: edition.path, summary: edition.summary })),
    }))
    .filter((family) => family.editions.length > 0)
  return { lists: families.filter((family) => family.kind === 'list'), awards: families.filter((family) => family.kind === 'award') }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: 'Lists & Awards', description: DESCRIPTION, path: '/lists' }) : errorMeta(error, matches)

type Family = Awaited<ReturnType<typeof loader>>['lists'][number]

function FamilyGroup({ id, heading, families }: { id: string; heading: string; families: Family[] }) {
  return (
    <section aria-labelledby={id} className="list-families">
      <h2 id={id}>{heading}</h2>
      {families.length === 0 ? (
        <p className="notice">Nothing has been published here yet.</p>
      ) : (
        <ul className="list-family-grid">
          {families.map((family) => (
            <li key={family.slug} className="list-family">
              <h3 className="list-family__name">
                <Link to={family.editions[0]!.path}>{family.name}</Link>
              </h3>
              {family.editions[0]!.summary ? <p className="list-family__summary">{family.editions[0]!.summary}</p> : null}
              <ul className="year-links" aria-label={`${family.name} editions`}>
                {family.editions.map((edition) => (
                  <li key={edition.year}>
                    <Link to={edition.path} aria-label={`${family.name} ${edition.year}`}>
                      {edition.year}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export default function Lists() {
  const { lists, awards } = useLoaderData<typeof loader>()
  return (
    <div className="page lists-index">
      <header className="archive__header">
        <p className="eyebrow">Research</p>
        <h1>Lists &amp; Awards</h1>
        <p className="lede">Our ranked lists and award programs, every edition, newest year first.</p>
      </header>
      <FamilyGroup id="lists-heading" heading="Ranked lists" families={lists} />
      <FamilyGroup id="awards-heading" heading="Awards" families={awards} />
    </div>
  )
}
