import type { AppLoadContext, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { legacyArticleKey } from '../../../lib/legacy-addresses.ts'
import type { QueryHandle } from '../../../lib/query-handle.ts'
import { ErrorPage, errorTitle } from '../../components/error-page.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect } from '../http-responses.server.ts'

/**
 * The old site's article addresses: a 301 to the article they became, through the mapping kept
 * with the content (the legacy_articles option), so links and search rankings carry over. The
 * target is the article's own address from the content service, never anything from the request.
 */
/** The page cache keys these addresses by the old ids, so each old address keeps its own answer. */
export const handle: QueryHandle = { readsQuery: ['i', 'ia', 'a'] }

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const key = legacyArticleKey(new URL(request.url))
  if (!key) throw notFound()
  const article = await withContent(context, async () => {
    const id = await context.content.getLegacyArticleId(key)
    return id ? context.content.getArticle(id) : null
  })
  if (!article) throw notFound()
  throw permanentRedirect(article.path)
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, errorTitle(404), { noindex: true })

/** Only shown if the loader ever answered without redirecting: it does not. */
export default function LegacyArticle() {
  return <ErrorPage status={404} />
}
