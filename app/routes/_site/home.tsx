import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { AdSlot } from '../../components/ad-slot.tsx'
import { ArticleGrid } from '../../components/articles/article-card.tsx'
import { LeadStory } from '../../components/home/lead-story.tsx'
import { NewsletterCta } from '../../components/home/newsletter-cta.tsx'
import { SectionLinks } from '../../components/home/section-links.tsx'
import { TopicLinks } from '../../components/topic-links.tsx'
import { getBlogCategory, getReaderTopics } from '../../utils/blog.server.ts'
import { withContent } from '../../utils/content-page.server.ts'
import { errorMeta, getSiteName } from '../../utils/meta.ts'
import { getSiteUrl, seoMeta, websiteJsonLd } from '../../utils/seo.ts'
import { toTeaser } from '../../utils/teaser.ts'

export const HOME_TITLE = 'Sales News, Research and Training'
const DESCRIPTION = 'Daily news, research, webinars and ranked lists for B2B sales leaders and the teams they run.'
const LATEST_COUNT = 8
const BLOG_COUNT = 4

/** Everything in parallel; teasers only (no bodies), so the page and its hydration data stay small. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { content } = context
  const [sticky, newest, topics, blog] = await withContent(context, () =>
    Promise.all([
      content.getArticles({ sticky: true, perPage: 1, teaser: true }),
      // Enough to fill the latest list after the lead story and blog posts are left out.
      content.getArticles({ perPage: LATEST_COUNT * 2, teaser: true }),
      getReaderTopics(context),
      getBlogCategory(context).then((category) =>
        category ? content.getArticles({ categories: [category.id], perPage: BLOG_COUNT + 1, teaser: true }) : null,
      ),
    ]),
  )
  const lead = sticky.items[0] ?? newest.items[0] ?? null
  const notLead = (article: { id: number }) => article.id !== lead?.id
  return {
    lead: lead ? toTeaser(lead) : null,
    latest: newest.items.filter((article) => notLead(article) && !article.isBlog).slice(0, LATEST_COUNT).map(toTeaser),
    blog: (blog?.items ?? []).filter(notLead).slice(0, BLOG_COUNT).map(toTeaser),
    topics: topics.map(({ id, name, slug }) => ({ id, name, slug })),
  }
}

export const meta: MetaFunction<typeof loader> = ({ error, matches }) =>
  error
    ? errorMeta(error, matches)
    : seoMeta(matches, {
        title: HOME_TITLE,
        description: DESCRIPTION,
        path: '/',
        jsonLd: [websiteJsonLd(getSiteUrl(matches), getSiteName(matches))],
      })

export default function Home() {
  const { lead, latest, blog, topics } = useLoaderData<typeof loader>()
  return (
    <div className="page home">
      <header className="home__intro">
        <h1 className="home__title">{HOME_TITLE}</h1>
        <p className="home__lede">For the people who lead, train and equip B2B sales teams.</p>
      </header>

      {lead ? (
        <LeadStory teaser={lead} />
      ) : (
        <p className="notice" role="status">
          There are no articles yet. Please come back soon.
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

      <AdSlot zone="zone1" width={970} height={90} label="Advertisement" />

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
