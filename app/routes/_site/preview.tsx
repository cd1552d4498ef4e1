import { data, useActionData, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { ArticleView } from '../../components/articles/article-view.tsx'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { EventItem } from '../../components/events/event-item.tsx'
import { RankedListPageView } from '../../components/lists/ranked-list-page.tsx'
import { IssuePageView } from '../../components/magazine/issue-page.tsx'
import { AssetPageView } from '../../components/resources/asset-page.tsx'
import { VideoPageView } from '../../components/videos/video-page.tsx'
import { WebinarPageView } from '../../components/webinars/webinar-page.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { loadPreview, type PreviewView } from './preview.server.ts'

/**
 * /preview?type=…&id=…&token=…: a draft or an unsaved change (an article, a page or any section's
 * item) as the site will show it, opened from WordPress's Preview button (the companion plugin
 * signs the link). Never cached, never indexed; without a valid token there is nothing here.
 * A ranked list's preview can be sorted and filtered like the list.
 */
export const handle: QueryHandle = { readsQuery: ['type', 'id', 'token', 'sort', 'dir', 'segment', 'q', 'page'] }

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return data(await loadPreview(context, new URL(request.url)), { headers: { ...noStore, 'X-Robots-Tag': 'noindex' } })
}

const NOT_SENT = 'Forms do not send from a preview. Publish it first, then try the form on the site.'

/** A form on a previewed page (a webinar's registration, an asset's download) is refused, with why. */
export function action() {
  const result: SubmissionResult<string[]> = { status: 'error', error: { '': [NOT_SENT] } }
  return data({ result, downloadUrl: null }, { status: 409, headers: noStore })
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data: preview, error, matches }) => (preview ? pageMeta(matches, `Preview: ${preview.title}`, { noindex: true }) : errorMeta(error, matches))

export default function Preview() {
  const preview = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return (
    <>
      <p className="notice preview-notice" role="status">
        Preview: not published. Only people with this link can see it, for an hour.
      </p>
      <PreviewBody preview={preview} reply={reply} />
    </>
  )
}

function PreviewBody({ preview, reply }: { preview: PreviewView; reply: { result: SubmissionResult<string[]> } | undefined }) {
  switch (preview.kind) {
    case 'post':
      return <ArticleView article={preview.article} />
    case 'page':
      return <ContentPageView page={preview.page} />
    case 'webinars':
      return <WebinarPageView {...preview.webinar} lastResult={reply?.result} />
    case 'issues':
      return <IssuePageView issue={preview.issue} />
    case 'videos':
      return <VideoPageView video={preview.video} />
    case 'events':
      return (
        <div className="page events">
          <ul className="events__list">
            <li>
              <EventItem event={preview.event} />
            </li>
          </ul>
        </div>
      )
    case 'lists':
      return <RankedListPageView {...preview.list} />
    case 'resources':
      return <AssetPageView {...preview.asset} actionData={reply} />
  }
}
