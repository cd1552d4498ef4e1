import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { Article } from '#server/content/content-types.ts'
import { matchLandingPage } from '../../../lib/landing-pages.ts'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { loadContentPage, withContent } from '../../utils/content-page.server.ts'
import { permanentRedirect } from '../../utils/http.server.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'

/** One segment: an article id (301 to the article), a year-based landing page, or else a CMS page by its slug (unknown: 404). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  if (/^\d{1,9}$/.test(name)) {
    const article: Article | null = await withContent(context, () => context.content.getArticle(Number(name)))
    if (article) throw permanentRedirect(`${article.path}${new URL(request.url).search}`)
  }
  const landing = matchLandingPage(name)
  if (landing) return { kind: 'landing' as const, title: landing.title, description: '', html: '' }
  const page = await loadContentPage(context, () => context.content.getPageBySlug(name))
  return { kind: 'page' as const, ...page }
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  page ? pageMeta(matches, page.title, { description: page.description }) : errorMeta(error, matches)

export default function SlugPage() {
  const page = useLoaderData<typeof loader>()
  if (page.kind === 'page') return <ContentPageView page={page} />
  return (
    <div className="page page--narrow">
      <h1>{page.title}</h1>
      <p className="notice" role="status">
        This insight report is coming soon.
      </p>
    </div>
  )
}
