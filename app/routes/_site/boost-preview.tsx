import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ArticleGrid } from '../../components/articles/article-card.tsx'
import { FormattedDate } from '../../components/formatted-date.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { IssueBody } from '../../components/newsletters/issue-view.tsx'
import { dateText } from '#lib/time-format.ts'
import { loadBoostPreview } from './boost-preview.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'

const DESCRIPTION = 'The latest Daily Boost newsletter on the web: one idea to sell better today, and three more worth your time.'

export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadBoostPreview(context)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: 'Daily Boost preview',
        description: DESCRIPTION,
        path: '/boost-preview',
        image: data.idea?.image ?? (data.sent?.lead?.image ? { ...data.sent.lead.image, width: 16, height: 9, srcSet: '' } : null),
      })
    : errorMeta(error, matches)

/** A plain form posting to /newsletters: it works without JavaScript, and errors are shown there. */
function BoostSignUp() {
  return (
    <aside className="boost-signup" aria-labelledby="boost-signup-heading">
      <h2 id="boost-signup-heading">Get the Daily Boost in your inbox</h2>
      <p>One idea to sell better, every weekday morning. Free; unsubscribe any time.</p>
      <form method="post" action="/newsletters" className="boost-signup__form">
        <input type="hidden" name="dailyBoost" value="on" />
        <label htmlFor="boost-email">Email</label>
        <div className="boost-signup__row">
          <input id="boost-email" name="email" type="email" autoComplete="email" required className="search-form__input" />
          <button type="submit" className="button button--light">
            Sign up
          </button>
        </div>
      </form>
      <p className="boost-signup__more">
        <Link to="/newsletters">All our newsletters</Link>
      </p>
    </aside>
  )
}

export default function BoostPreview() {
  const { sent, idea, more, issueDate } = useLoaderData<typeof loader>()
  return (
    <div className="page boost">
      <header className="archive__header">
        <p className="eyebrow">Newsletter preview</p>
        <h1>Daily Boost preview</h1>
        {sent ? (
          <p className="lede">
            This is the latest Daily Boost as subscribers received it, <time dateTime={sent.issueDate}>{dateText(sent.issueDate)}</time>.
          </p>
        ) : (
          <p className="lede">
            This is the latest Daily Boost as subscribers receive it{issueDate ? ', ' : '.'}
            {issueDate ? (
              <>
                <FormattedDate iso={issueDate} />.
              </>
            ) : null}
          </p>
        )}
        {sent ? (
          <p>
            <Link to={sent.path}>Read it on its own page</Link> · <Link to={sent.archivePath}>Earlier issues</Link>
          </p>
        ) : null}
      </header>
      {sent ? (
        <IssueBody issue={sent} />
      ) : idea ? (
        <div className="boost__issue">
          <section className="boost__idea" aria-labelledby="boost-idea-heading">
            <h2 id="boost-idea-heading" className="eyebrow">
              Today's idea
            </h2>
            {idea.image ? <ResponsiveImage image={idea.image} sizes="(min-width: 48rem) 44rem, 100vw" priority alt="" /> : null}
            <h3 className="boost__idea-title">
              <Link to={idea.path}>{idea.title}</Link>
            </h3>
            {idea.deck ? <p>{idea.deck}</p> : null}
            <p>
              <Link to={idea.path}>
                Read the full story<span className="visually-hidden">: {idea.title}</span>
              </Link>
            </p>
          </section>
          {more.length > 0 ? (
            <section aria-labelledby="boost-more-heading">
              <h2 id="boost-more-heading" className="home-section__heading">
                Also in today's Boost
              </h2>
              <ArticleGrid teasers={more} className="card-grid--list" />
            </section>
          ) : null}
        </div>
      ) : (
        <p className="notice" role="status">
          Today's Daily Boost is still being written. Sign up below and it will reach you tomorrow morning.
        </p>
      )}
      <BoostSignUp />
    </div>
  )
}
