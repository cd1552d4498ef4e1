import { data, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { Article } from '#lib/content-model.ts'
import { LANDING_LEAD_FIELDS, matchLandingPage } from '../../../lib/landing-pages.ts'
import { prefillLeadForm } from '../../../lib/lead-fields.ts'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { LandingPageView } from '../../components/landing-page-view.tsx'
import { loadContentPage, withContent } from '../content-reads.server.ts'
import { permanentRedirect, retryAfterHeaders } from '../http-responses.server.ts'
import { landingAction } from './gated-content.server.ts'
import { composeLandingPage } from './landing-page.server.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not hydrated (decision 071); a landing page's lead form has an island of its own (decision 079). */
export const handle: IslandsHandle = ISLANDS_ONLY

/** One segment: an article id (301 to the article), a year-based landing page, or else a CMS page by its slug (unknown: 404). */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const name = params.name ?? ''
  if (/^\d{1,9}$/.test(name)) {
    const article: Article | null = await withContent(context, () => context.content.getArticle(Number(name)))
    if (article) throw permanentRedirect(`${article.path}${new URL(request.url).search}`)
  }
  const landing = matchLandingPage(name)
  if (landing) {
    // An editor's page at this address wins; otherwise the page is composed from the year's articles.
    const edited = await withContent(context, () => context.content.getPageBySlug(name))
    if (edited) return { kind: 'page' as const, path: `/${name}`, title: edited.title, description: edited.description, html: context.sanitizeContent(edited.contentHtml) }
    return { ...(await composeLandingPage(context, name, landing)), path: `/${name}`, leadForm: LANDING_LEAD_FIELDS, prefill: prefillLeadForm(LANDING_LEAD_FIELDS, context.user) }
  }
  const page = await loadContentPage(context, () => context.content.getPageBySlug(name))
  return { kind: 'page' as const, path: `/${name}`, ...page }
}

/** A composed landing page takes its reader's request (a lead); nothing else at a slug takes posts. */
export async function action({ params, request, context }: ActionFunctionArgs<AppLoadContext>) {
  const name = params.name ?? ''
  const landing = matchLandingPage(name)
  if (!landing) throw data(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  return landingAction(context, request, { title: landing.title, path: `/${name}` })
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) => {
  if (!page) return errorMeta(error, matches)
  if (page.kind === 'composed') return seoMeta(matches, { title: page.title, description: page.description, path: page.path })
  return pageMeta(matches, page.title, { description: page.description })
}

export default function SlugPage() {
  const page = useLoaderData<typeof loader>()
  if (page.kind === 'page') return <ContentPageView page={page} />
  return <LandingPageView page={page} />
}
