import { Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { AdBanner } from '../../components/ads/ad-banner.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { ArticleGrid } from '../../components/articles/article-card.tsx'
import { HomeModules } from '../../components/home/home-modules.tsx'
import { LeadStory } from '../../components/home/lead-story.tsx'
import { NewsletterCta } from '../../components/home/newsletter-cta.tsx'
import { SectionLinks } from '../../components/home/section-links.tsx'
import { TopicLinks } from '../../components/topic-links.tsx'
import { loadHome } from './home.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta, websiteJsonLd } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

export const HOME_TITLE = 'Sales News, Research and Training'
const DESCRIPTION = 'Daily news, research, webinars and ranked lists for B2B sales leaders and the teams they run.'

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader({ context }: LoaderFunctionArgs) {
  return loadHome(context)
}

/** Passes on the loader's no-store when the page was rendered without content. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ error, matches }) =>
  error
    ? errorMeta(error, matches)
    : seoMeta(matches, {
        title: HOME_TITLE,
        description: DESCRIPTION,
        path: '/',
      })

export default function Home() {
  const { unavailable, lead, latest, blog, topics, ...modules } = useLoaderData<typeof loader>()
  const { siteUrl, siteName } = useSite()
  return (
    <div className="page home">
      <JsonLd items={[websiteJsonLd(siteUrl, siteName)]} />
      <header className="home__intro">
        <h1 className="home__title">{HOME_TITLE}</h1>
        <p className="home__lede">For the people who lead, train and equip B2B sales teams.</p>
      </header>

      {lead ? (
        <LeadStory teaser={lead} />
      ) : (
        <p className="notice" role="status">
          {unavailable ? 'The latest news is briefly unavailable. Please try again in a minute.' : 'There are no articles yet. Please come back soon.'}
        </p>
      )}

      {latest.length > 0 ? (
        <section className="home-section" aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="home-section__heading">
            Latest articles
          </h2>
          <ArticleGrid teasers={latest} />
        </section>
      ) : null}

      <HomeModules {...modules} />

      <AdBanner />

      {blog.length > 0 ? (
        <section className="home-section home-section--tinted" aria-labelledby="blog-heading">
          <div className="home-section__head">
            <h2 id="blog-heading" className="home-section__heading">
              From the blog
            </h2>
            <Link to="/blog" className="home-section__more">
              All blog posts
            </Link>
          </div>
          <ArticleGrid teasers={blog} className="card-grid--compact" />
        </section>
      ) : null}

      {topics.length > 0 ? (
        <section className="home-section" aria-labelledby="topics-heading">
          <div className="home-section__head">
            <h2 id="topics-heading" className="home-section__heading">
              Topics
            </h2>
            <Link to="/topics" className="home-section__more">
              All topics
            </Link>
          </div>
          <TopicLinks topics={topics} />
        </section>
      ) : null}

      <NewsletterCta />
      <SectionLinks />
    </div>
  )
}
