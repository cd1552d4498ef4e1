import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { IssuePageView } from '../../components/magazine/issue-page.tsx'
import { notFound, permanentRedirect } from '../http-responses.server.ts'
import { findIssueBySlug, toIssueViewWithArticles } from './magazine.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

/** /magazine/{slug}: one issue. The slug is the issue's identity; other spellings are moved to it. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const slug = (params.slug ?? '').toLowerCase()
  if (!SLUG.test(slug)) throw notFound()
  const issue = await findIssueBySlug(context, slug)
  if (!issue) throw notFound()
  const url = new URL(request.url)
  if (url.pathname !== issue.path) throw permanentRedirect(`${issue.path}${url.search}`)
  return toIssueViewWithArticles(context, issue)
}

export const meta: MetaFunction<typeof loader> = ({ data: issue, error, matches }) =>
  issue ? seoMeta(matches, { title: issue.title, description: issue.summary || `The ${issue.title} of the magazine.`, path: issue.path, image: issue.cover }) : errorMeta(error, matches)

export default function MagazineIssue() {
  return <IssuePageView issue={useLoaderData<typeof loader>()} />
}
