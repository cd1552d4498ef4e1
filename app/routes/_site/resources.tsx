import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { HUB_TYPES, RESOURCE_TYPES, ResourceGrid, type HubType, type ResourceTeaser } from '../../components/resources/resource-card.tsx'
import { withContent } from '../content-reads.server.ts'
import { FilterLinks } from '../../components/filter-links.tsx'
import { notFound } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { loadResourceHub } from './resources.server.ts'
import { seoMeta } from '../../utils/seo.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { landingPagesOf, landingYears } from '#lib/landing-pages.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'White papers, e-books, reports, ranked lists, letters and sales jobs for B2B sales leaders.'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['type'], ...ISLANDS_ONLY }

/** /resources?type=…: every kind of resource, or one; an unknown type is a 404. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const raw = new URL(request.url).searchParams.get('type')
  const type = raw === null ? null : (HUB_TYPES.find((candidate) => candidate === raw) ?? null)
  if (raw !== null && !type) throw notFound()
  const hub = await withContent(context, () => loadResourceHub(context, type))
  // The year-based insight pages, newest year first; only in the unfiltered view.
  const insight = type === null ? landingYears().map((year) => ({ year, pages: landingPagesOf(year) })) : []
  return { type, ...hub, insight }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  const label = data.type ? RESOURCE_TYPES[data.type] : null
  return seoMeta(matches, { title: label ? `Resources: ${label}` : 'Resources', description: DESCRIPTION, path: data.type ? `/resources?type=${data.type}` : '/resources' })
}

function TypeFilter({ current }: { current: HubType | null }) {
  const links = HUB_TYPES.map((type) => ({ to: `/resources?type=${type}`, label: RESOURCE_TYPES[type], current: current === type }))
  return <FilterLinks label="Filter resources by type" links={[{ to: '/resources', label: 'Everything', current: current === null }, ...links]} />
}

function Group({ id, heading, items, more }: { id: string; heading: string; items: ResourceTeaser[]; more?: { to: string; label: string } }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="resource-group">
      <div className="home-section__head">
        <h2 id={id}>{heading}</h2>
        {more ? (
          <Link to={more.to} className="home-section__more">
            {more.label}
          </Link>
        ) : null}
      </div>
      <ResourceGrid resources={items} />
    </section>
  )
}

export default function Resources() {
  const { type, assets, lists, letters, jobs, insight } = useLoaderData<typeof loader>()
  const empty = assets.length + lists.length + letters.length + jobs.length === 0
  return (
    <div className="page resources">
      <header className="archive__header">
        <p className="eyebrow">Resources</p>
        <h1>{type ? `Resources: ${RESOURCE_TYPES[type]}` : 'Resources'}</h1>
        <p className="lede">Research and guides from our partners, our ranked lists, open letters and the jobs board.</p>
      </header>
      <TypeFilter current={type} />
      {empty ? <p className="notice">There is nothing of this kind yet. Please come back soon.</p> : null}
      <Group
        id="assets-heading"
        heading={type && RESOURCE_TYPES[type] && assets.length ? `${RESOURCE_TYPES[type]}s` : 'White papers and guides'}
        items={assets}
        more={{ to: '/resources/white-papers', label: 'All white papers' }}
      />
      <Group id="lists-heading" heading="Lists & awards" items={lists} more={{ to: '/lists', label: 'Every list and award' }} />
      <Group id="letters-heading" heading="Letters" items={letters} />
      <Group id="jobs-heading" heading="Jobs" items={jobs} />
      {insight.length > 0 ? (
        <section aria-labelledby="insight-heading" className="resource-group resource-insight">
          <h2 id="insight-heading">Insight pages by year</h2>
          <dl className="resource-insight__years">
            {insight.map(({ year, pages }) => (
              <div key={year}>
                <dt>{year}</dt>
                {pages.map((page) => (
                  <dd key={page.path}>
                    <Link to={page.path}>{page.title}</Link>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  )
}
