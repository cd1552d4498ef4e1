import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ArticleView } from '../../components/articles/article-view.tsx'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { loadPreview } from './preview.server.ts'

/**
 * /preview?type=post|page&id=…&token=…: a draft or an unsaved change as the site will show it,
 * opened from WordPress's Preview button (the companion plugin signs the link). Never cached,
 * never indexed; without a valid token there is nothing here.
 */
export const handle: QueryHandle = { readsQuery: ['type', 'id', 'token'] }

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return data(await loadPreview(context, new URL(request.url).searchParams), { headers: { ...noStore, 'X-Robots-Tag': 'noindex' } })
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data: preview, error, matches }) =>
  preview ? pageMeta(matches, `Preview: ${preview.kind === 'article' ? preview.article.title : preview.page.title}`, { noindex: true }) : errorMeta(error, matches)

export default function Preview() {
  const preview = useLoaderData<typeof loader>()
  return (
    <>
      <p className="notice preview-notice" role="status">
        Preview: not published. Only people with this link can see it, for an hour.
      </p>
      {preview.kind === 'article' ? <ArticleView article={preview.article} /> : <ContentPageView page={preview.page} />}
    </>
  )
}
