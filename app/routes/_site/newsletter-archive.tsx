import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { QueryHandle } from '#lib/query-handle.ts'
import { issuePath } from '#lib/newsletter-issue.ts'
import { dateText } from '#lib/time-format.ts'
import { Pagination } from '../../components/pagination.tsx'
import { notFound, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { archivePath } from './newsletter-issue-view.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { seoMeta } from '../../utils/seo.ts'

export const handle: QueryHandle = { readsQuery: ['page'] }

/** /newsletters/{newsletter}: the issues that went out, newest first, a page at a time. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const page = requirePageNumber(new URL(request.url))
  const slug = params.slug ?? ''
  const newsletter = await context.newsletterArchive.newsletter(slug)
  if (!newsletter) throw notFound()
  const issues = await context.newsletterArchive.sentIssues(slug, page)
  requirePageInRange(page, issues.pages)
  return {
    name: newsletter.name,
    description: newsletter.description,
    path: archivePath(newsletter.slug),
    page: issues.page,
    pages: issues.pages,
    total: issues.total,
    issues: issues.rows.map((issue) => ({ ...issue, path: issuePath(newsletter.slug, issue.issueDate) })),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  const title = `${data.name} archive`
  return seoMeta(matches, {
    title: data.page > 1 ? `${title}, page ${data.page}` : title,
    description: `Every issue of the ${data.name} sent so far. ${data.description}`.trim(),
    path: pageHref(data.path, '', data.page),
  })
}

export default function NewsletterArchive() {
  const { name, description, page, pages, total, issues } = useLoaderData<typeof loader>()
  return (
    <div className="page boost">
      <header className="archive__header">
        <p className="eyebrow">
          <Link to="/newsletters">Newsletters</Link>
        </p>
        <h1>{`${name} archive`}</h1>
        {description ? <p className="lede">{description}</p> : null}
      </header>
      {issues.length === 0 ? (
        <p className="notice" role="status">
          {`No issue of the ${name} has gone out yet. `}
          <Link to="/newsletters">Sign up</Link> and the first one will reach you.
        </p>
      ) : (
        <div className="archive__results">
          <p className="archive__count">
            {total === 1 ? '1 issue' : `${total} issues`}
            {pages > 1 ? ` · page ${page} of ${pages}` : null}
          </p>
          <ul className="newsletter-archive">
            {issues.map((issue) => (
              <li key={issue.issueDate}>
                <h2>
                  <Link to={issue.path}>{issue.subject || dateText(issue.issueDate)}</Link>
                </h2>
                <p>
                  <time dateTime={issue.issueDate}>{dateText(issue.issueDate)}</time>
                  {issue.previewText ? ` · ${issue.previewText}` : null}
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={pages} label={`Pages of the ${name} archive`} />
        </div>
      )}
    </div>
  )
}
