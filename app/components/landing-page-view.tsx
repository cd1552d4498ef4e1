import { Link } from 'react-router'
import type { ComposedLanding } from '../routes/_site/landing-page.server.ts'
import { ArticleGrid } from './articles/article-card.tsx'
import { NewsletterCta } from './home/newsletter-cta.tsx'

/** A year's insight page composed from our articles on its topic. */
export function LandingPageView({ page }: { page: ComposedLanding }) {
  return (
    <div className="page landing">
      <header className="archive__header">
        <p className="eyebrow">Expert insight · {page.year}</p>
        <h1>{page.title}</h1>
        <p className="lede">{page.description}</p>
      </header>
      <section aria-labelledby="landing-articles-heading">
        <h2 id="landing-articles-heading">{page.fromYear ? `Our ${page.year} reporting` : 'The latest reporting'}</h2>
        {!page.fromYear && page.articles.length > 0 ? (
          <p className="notice">We have not published on this for {page.year} yet; here is our latest on {page.topic?.name ?? 'the topic'}.</p>
        ) : null}
        {page.articles.length > 0 ? <ArticleGrid teasers={page.articles} /> : <p className="notice">There are no articles on this topic yet. Please come back soon.</p>}
        {page.topic ? (
          <p>
            <Link to={page.topic.path}>More on {page.topic.name}</Link>
          </p>
        ) : null}
      </section>
      <NewsletterCta />
    </div>
  )
}
