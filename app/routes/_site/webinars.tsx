import type { AppLoadContext } from 'react-router'
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { Sponsor, Topic, Webinar } from '#lib/content-model.ts'
import { FilterLinks } from '../../components/filter-links.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { ItemList } from '../../components/item-list.tsx'
import { SponsorLogo } from '../../components/webinars/sponsor-logo.tsx'
import { WebinarCard, type WebinarCardData } from '../../components/webinars/webinar-card.tsx'
import { withContent } from '../content-reads.server.ts'
import { notFound } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { itemListJsonLd } from '../../utils/section-json-ld.ts'
import { useSite } from '../../utils/site.ts'
import { isUpcoming } from '#lib/webinar-registration.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'Live and on-demand webinars with sales leaders and practitioners: upcoming sessions and every recording.'
/** The programme is small (a few a month); one page of each list holds it. */
const PER_LIST = 50

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['topic'], ...ISLANDS_ONLY }

/** /webinars?topic=ID: upcoming soonest first, on demand newest first; an unknown topic is a 404. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const raw = new URL(request.url).searchParams.get('topic')
  if (raw !== null && !/^\d{1,9}$/.test(raw)) throw notFound()
  const topicId = raw === null ? undefined : Number(raw)
  const [upcoming, past, all] = await withContent(context, () =>
    Promise.all([
      context.content.getWebinars({ when: 'upcoming', topic: topicId, perPage: PER_LIST }),
      context.content.getWebinars({ when: 'past', topic: topicId, perPage: PER_LIST }),
      context.content.getWebinars({ perPage: 100 }),
    ]),
  )
  const topics = uniqueBy(
    all.items.flatMap((webinar) => webinar.topics),
    (topic) => topic.id,
  ).sort((a, b) => a.name.localeCompare(b.name))
  const topic = topicId === undefined ? null : (topics.find((candidate) => candidate.id === topicId) ?? null)
  if (topicId !== undefined && !topic) throw notFound()
  const now = Date.now()
  return {
    topic: topic ? { id: topic.id, name: topic.name } : null,
    topics: topics.map(({ id, name }) => ({ id, name })),
    // The content service splits by start; a session under way still counts as upcoming here.
    upcoming: upcoming.items.filter((webinar) => isUpcoming(webinar, now)).map(toCard),
    onDemand: past.items.filter((webinar) => !isUpcoming(webinar, now)).map(toCard),
    sponsors: uniqueBy(
      all.items.flatMap((webinar) => (webinar.sponsor ? [webinar.sponsor] : [])),
      (sponsor) => sponsor.slug || sponsor.name,
    ),
  }
}

/** A listing needs no body and no form definition: smaller pages and hydration data. */
const toCard = ({ contentHtml: _body, registrationFields: _fields, ...card }: Webinar): WebinarCardData => card

function uniqueBy<T>(items: T[], key: (item: T) => string | number): T[] {
  const seen = new Map<string | number, T>()
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item)
  return [...seen.values()]
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  return seoMeta(matches, {
    title: data.topic ? `Webinars on ${data.topic.name}` : 'Webinars',
    description: data.topic ? `Upcoming and on-demand webinars on ${data.topic.name}.` : DESCRIPTION,
    path: data.topic ? `/webinars?topic=${data.topic.id}` : '/webinars',
  })
}

function TopicFilter({ topics, current }: { topics: Pick<Topic, 'id' | 'name'>[]; current: number | null }) {
  if (topics.length === 0) return null
  const links = topics.map((topic) => ({ to: `/webinars?topic=${topic.id}`, label: topic.name, current: current === topic.id }))
  return <FilterLinks label="Filter webinars by topic" links={[{ to: '/webinars', label: 'All topics', current: current === null }, ...links]} />
}

function WebinarList({ id, heading, webinars, upcoming, empty }: { id: string; heading: string; webinars: WebinarCardData[]; upcoming: boolean; empty: string }) {
  return (
    <section className="webinar-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {webinars.length === 0 ? (
        <p className="notice">{empty}</p>
      ) : (
        <ItemList items={webinars} itemKey={(webinar) => webinar.id} className="webinar-list">
          {(webinar) => <WebinarCard webinar={webinar} upcoming={upcoming} />}
        </ItemList>
      )}
    </section>
  )
}

export default function Webinars() {
  const { topic, topics, upcoming, onDemand, sponsors } = useLoaderData<typeof loader>()
  const about = topic ? ` on ${topic.name}` : ''
  const { siteUrl } = useSite()
  const listed = [...upcoming, ...onDemand].map((webinar, index) => ({ position: index + 1, name: webinar.title, url: `${siteUrl}${webinar.path}` }))
  return (
    <div className="page webinars">
      <JsonLd items={[itemListJsonLd(siteUrl, topic ? `Webinars on ${topic.name}` : 'Webinars', topic ? `/webinars?topic=${topic.id}` : '/webinars', listed, listed.length)]} />
      <header className="archive__header">
        <p className="eyebrow">Webinars</p>
        <h1>{topic ? `Webinars on ${topic.name}` : 'Webinars'}</h1>
        <p className="lede">Live sessions with sales leaders and practitioners, and the recordings of every past one. Times are Eastern Time.</p>
      </header>
      <TopicFilter topics={topics} current={topic?.id ?? null} />
      <WebinarList id="upcoming-heading" heading="Upcoming" webinars={upcoming} upcoming empty={`No upcoming webinars${about} are scheduled yet. Please check back soon.`} />
      <WebinarList id="on-demand-heading" heading="On demand" webinars={onDemand} upcoming={false} empty={`There are no recordings${about} yet.`} />
      {sponsors.length > 0 ? <SponsorStrip sponsors={sponsors} /> : null}
    </div>
  )
}

function SponsorStrip({ sponsors }: { sponsors: Sponsor[] }) {
  return (
    <section className="sponsor-strip" aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">Our webinar sponsors</h2>
      <ul>
        {sponsors.map((sponsor) => (
          <li key={sponsor.slug || sponsor.name}>
            {sponsor.url ? (
              <a href={sponsor.url} rel="sponsored noopener" target="_blank">
                <SponsorLogo sponsor={sponsor} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <SponsorLogo sponsor={sponsor} />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
