import type { AppLoadContext } from 'react-router'
import { resolveListFamily } from '#lib/list-families.ts'
import { isPreviewType } from '#lib/previews.ts'
import { isUpcoming } from '#lib/webinar-registration.ts'
import { renderedPage, withContent } from '../content-reads.server.ts'
import { notFound } from '../http-responses.server.ts'
import { articleViewData } from './article.server.ts'
import { toEventView } from './events.server.ts'
import { assetView } from './gated-content.server.ts'
import { toIssueView } from './magazine.server.ts'
import { rankedListView } from './ranked-list.server.ts'
import { videoPageView } from './videos.server.ts'
import { webinarView } from './webinar.server.ts'

const ID = /^\d{1,9}$/

/** A draft as the content service gives it for its preview link, of any previewable type. */
type Preview = NonNullable<Awaited<ReturnType<AppLoadContext['content']['getPreview']>>>

/** The draft behind a signed preview link, as its own page would show it; 404 for a missing, bad or expired link. */
export async function loadPreview(context: AppLoadContext, url: URL) {
  const query = url.searchParams
  const [type, id, token] = [query.get('type'), query.get('id') ?? '', query.get('token') ?? '']
  if (!isPreviewType(type) || !ID.test(id) || !token || token.length > 200) throw notFound()
  const preview = await withContent(context, () => context.content.getPreview(type, Number(id), token))
  if (!preview) throw notFound()
  return previewView(context, preview, url)
}

async function previewView(context: AppLoadContext, preview: Preview, url: URL) {
  switch (preview.type) {
    case 'post':
      return { kind: preview.type, title: preview.item.title, article: await articleViewData(context, preview.item) }
    case 'page':
      return { kind: preview.type, title: preview.item.title, page: renderedPage(context, preview.item) }
    case 'webinars':
      return { kind: preview.type, title: preview.item.title, webinar: await webinarView(context, preview.item) }
    case 'issues':
      return { kind: preview.type, title: preview.item.title, issue: toIssueView(context, preview.item) }
    case 'videos': {
      const details = await context.videos.getVideo(preview.item.youtubeId).catch(() => null)
      return { kind: preview.type, title: preview.item.title, video: videoPageView(context, preview.item, details) }
    }
    case 'events':
      return { kind: preview.type, title: preview.item.title, event: toEventView(context, preview.item, isUpcoming(preview.item)) }
    case 'lists': {
      const edition = preview.item
      const family = resolveListFamily(edition.family, context.env.SITE_NAME, [edition])
      // An edition filed under no family's slug (a malformed one) is nowhere to preview.
      if (!family) throw notFound()
      const editions = await withContent(context, () => context.content.getLists({ family: family.slug }))
      const others = editions.filter((other) => other.year !== edition.year)
      return { kind: preview.type, title: edition.title, list: rankedListView(context, edition, [...others, edition], family, url) }
    }
    case 'resources':
      return { kind: preview.type, title: preview.item.title, asset: await assetView(context, preview.item) }
  }
}

export type PreviewView = Awaited<ReturnType<typeof loadPreview>>
