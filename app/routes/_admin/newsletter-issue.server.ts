import type { AppLoadContext } from 'react-router'
import { libraryImageOf } from '#lib/library-image.ts'
import { nextSend } from '#lib/newsletter-schedule.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { controlCharactersAsSpaces } from '#lib/validation/control-characters.ts'
import { wallClockAt } from '#lib/zoned-time.ts'
import { issueOf, siteTimeText } from './newsletters.server.ts'

const STARTED = ['sending', 'stopped', 'sent']
const LIBRARY_IMAGES = 30

/** Everything the issue editor shows: the issue, its items, a search's results, the choices, and once it went out, its figures. */
export async function loadIssueScreen(context: AppLoadContext, params: { slug?: string; id?: string }, url: URL) {
  const { issue, newsletter } = await issueOf(context, params)
  const service = context.newsletterIssues
  const query = controlCharactersAsSpaces(url.searchParams.get('q') ?? '')
    .trim()
    .slice(0, 200)
  const started = STARTED.includes(issue.status)
  const [items, found, sponsors, images, figures, growth] = await Promise.all([
    service.describeItems(issue.items),
    query ? service.search(query) : Promise.resolve([]),
    context.sponsorCompanies.choices(),
    context.mediaLibrary.list(undefined, 1),
    started ? service.figures(newsletter.slug, issue.id) : Promise.resolve(null),
    started ? service.growth(newsletter) : Promise.resolve(null),
  ])
  const upcoming = issue.sendAt && issue.sendAt.getTime() > Date.now() ? issue.sendAt : (nextSend(newsletter, new Date())?.at ?? new Date(Date.now() + 3600_000))
  const slot = wallClockAt(upcoming, SITE_TIME_ZONE)
  const inIssue = new Set(issue.items.map((item) => `${item.type}:${item.id}`))
  return {
    newsletter: { slug: newsletter.slug, name: newsletter.name },
    issue: {
      id: issue.id,
      date: issue.issueDate,
      status: issue.status,
      editable: issue.status === 'draft' || issue.status === 'scheduled',
      subject: issue.subject,
      previewText: issue.previewText,
      introHtml: issue.introHtml,
      sponsorSlot: issue.sponsorSlot,
      sendAt: siteTimeText(issue.sendAt),
      startedAt: siteTimeText(issue.startedAt),
    },
    items: items.map((item) => ({ type: item.type, id: item.id, label: item.label, title: item.title, url: item.url })),
    query,
    found: found.map((item) => ({ ...item, added: inIssue.has(`${item.type}:${item.id}`) })),
    sponsors: [...sponsors.values()].map(({ key, name }) => ({ key, name })),
    images: images.rows.slice(0, LIBRARY_IMAGES).map(libraryImageOf),
    schedule: { date: slot.date, time: slot.time },
    confirmSend: url.searchParams.get('confirm') === 'send',
    width: url.searchParams.get('width') === 'mobile' ? ('mobile' as const) : ('desktop' as const),
    figures,
    growth,
  }
}
export type IssueScreen = Awaited<ReturnType<typeof loadIssueScreen>>
