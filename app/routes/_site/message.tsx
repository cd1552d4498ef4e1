import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { getFixedPage } from '../../../lib/fixed-pages.ts'
import type { QueryHandle } from '../../../lib/query-handle.ts'
import { siteMessage } from '../../../lib/site-messages.ts'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { loadContentPage, readSidePart, renderedPage } from '../content-reads.server.ts'
import { notFound } from '../http-responses.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['m'], ...ISLANDS_ONLY }

/**
 * /message: the editor's letter (the fixed page), with a notice on top when `?m=` names one of the
 * site's messages (lib/site-messages.ts). An unknown key is a 404 rather than the letter again, so
 * made-up keys neither look like a real notice nor fill the page cache with copies.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get('m')
  const notice = siteMessage(key)
  if (key !== null && !notice) throw notFound()
  const fixed = getFixedPage('/message')!
  if (!notice) return { page: await loadContentPage(context, () => context.content.getFixedPage(fixed)), notice }
  // A notice is the page's main content and is local: without the CMS it still shows, without the letter.
  const letter = await readSidePart(context, 'message:letter', () => context.content.getFixedPage(fixed), null)
  return { page: letter ? renderedPage(context, letter) : null, notice }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? pageMeta(matches, data.notice?.title ?? data.page?.title ?? null, { description: data.page?.description, noindex: data.notice !== null }) : errorMeta(error, matches)

export default function MessagePage() {
  const { page, notice } = useLoaderData<typeof loader>()
  return (
    <>
      {notice ? (
        <section className="site-message page page--narrow" role="status" aria-labelledby="site-message-title">
          <h1 id="site-message-title">{notice.title}</h1>
          <p>{notice.body}</p>
        </section>
      ) : null}
      {page ? <ContentPageView page={page} headingLevel={notice ? 'h2' : 'h1'} /> : null}
    </>
  )
}
