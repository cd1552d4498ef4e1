import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { dateText } from '#lib/time-format.ts'
import { IssueBody } from '../../components/newsletters/issue-view.tsx'
import { notFound } from '../http-responses.server.ts'
import { toIssueView } from './newsletter-issue-view.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'

/** /newsletters/{newsletter}/{YYYY-MM-DD}: the web version of an issue that went out, as it went out. */
export async function loader({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  // A bad slug or date is refused by the archive without a query; a draft or an unknown issue is not there.
  const issue = await context.newsletterArchive.sentIssue(params.slug ?? '', params.date ?? '')
  if (!issue) throw notFound()
  return { ...toIssueView(context, issue.content), description: issue.content.previewText }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.subject ? `${data.subject} (${data.newsletterName})` : `${data.newsletterName}, ${dateText(data.issueDate)}`,
        description: data.description || `The ${data.newsletterName} of ${dateText(data.issueDate)}.`,
        path: data.path,
        type: 'article',
      })
    : errorMeta(error, matches)

export default function NewsletterIssue() {
  const issue = useLoaderData<typeof loader>()
  return (
    <div className="page boost">
      <header className="archive__header">
        <p className="eyebrow">
          <Link to={issue.archivePath}>{issue.newsletterName}</Link>
        </p>
        <h1>{issue.subject || issue.newsletterName}</h1>
        <p className="lede">
          <time dateTime={issue.issueDate}>{dateText(issue.issueDate)}</time>
        </p>
      </header>
      <IssueBody issue={issue} />
      <p className="boost-signup__more">
        <Link to={issue.archivePath}>{`Earlier issues of the ${issue.newsletterName}`}</Link> · <Link to="/newsletters">Sign up for our newsletters</Link>
      </p>
    </div>
  )
}
