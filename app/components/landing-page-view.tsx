import type { SubmissionResult } from '@conform-to/react'
import { Link, useActionData } from 'react-router'
import type { LeadFormField } from '../../lib/lead-fields.ts'
import type { Teaser } from '../utils/teaser.ts'
import { ArticleGrid } from './articles/article-card.tsx'
import { LeadForm } from './forms/lead-form.tsx'
import { NewsletterCta } from './home/newsletter-cta.tsx'

export interface FeaturedVendors {
  list: { title: string; path: string; year: number }
  /** The year's list, or when it has none, the newest one before it. */
  fromYear: boolean
  vendors: { rank: number; company: string; summary: string; path: string }[]
}

export interface ComposedLanding {
  kind: 'composed'
  title: string
  description: string
  year: number
  topic: { name: string; path: string } | null
  /** The year's articles, or when it has none yet, the latest on the topic. */
  articles: Teaser[]
  fromYear: boolean
  featured: FeaturedVendors | null
}

interface LandingPageViewProps {
  page: ComposedLanding & { path: string; leadForm: LeadFormField[]; prefill: Record<string, string> }
}

/** A year's insight page: our reporting on its topic, the vendors at the top of that year's list, and a request form. */
export function LandingPageView({ page }: LandingPageViewProps) {
  const actionData = useActionData<{ result: SubmissionResult<string[]>; done: boolean }>()
  const done = actionData?.done === true
  return (
    <div className="page landing">
      <header className="archive__header">
        <p className="eyebrow">Expert insight · {page.year}</p>
        <h1>{page.title}</h1>
        <p className="lede">{page.description}</p>
        <p>
          <a href="#landing-request" className="button">
            Request the insight
          </a>
        </p>
      </header>

      {page.featured ? (
        <section className="landing__vendors" aria-labelledby="landing-vendors-heading">
          <h2 id="landing-vendors-heading">Featured vendors</h2>
          <p>
            {page.featured.fromYear ? 'The top of ' : `We have not ranked this for ${page.year} yet; the top of the newest ranking, `}
            <Link to={page.featured.list.path}>{page.featured.list.title}</Link>.
          </p>
          <ol className="landing__vendor-list">
            {page.featured.vendors.map((vendor) => (
              <li key={vendor.company} value={vendor.rank}>
                <h3 className="landing__vendor-name">
                  <Link to={vendor.path}>{vendor.company}</Link>
                </h3>
                {vendor.summary ? <p>{vendor.summary}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="landing-articles-heading">
        <h2 id="landing-articles-heading">{page.fromYear ? `Our ${page.year} reporting` : 'The latest reporting'}</h2>
        {!page.fromYear && page.articles.length > 0 ? (
          <p className="notice">
            We have not published on this for {page.year} yet; here is our latest on {page.topic?.name ?? 'the topic'}.
          </p>
        ) : null}
        {page.articles.length > 0 ? <ArticleGrid teasers={page.articles} /> : <p className="notice">There are no articles on this topic yet. Please come back soon.</p>}
        {page.topic ? (
          <p>
            <Link to={page.topic.path}>More on {page.topic.name}</Link>
          </p>
        ) : null}
      </section>

      <section id="landing-request" className="landing__request" aria-labelledby="landing-request-heading">
        <h2 id="landing-request-heading">Request the insight</h2>
        {done ? (
          <div className="lead-done" role="status">
            <h3>Thank you</h3>
            <p>Your request has reached our research team. We have sent a confirmation to your email address and will write within two working days.</p>
          </div>
        ) : (
          <>
            <p>Tell us who you are and what would help: an introduction to a featured vendor, the full report, or both.</p>
            <LeadForm
              definitions={page.leadForm}
              defaultValue={page.prefill}
              lastResult={actionData?.result}
              submitLabel="Send my request"
              busyLabel="Sending…"
              action={`${page.path}#landing-request`}
              sponsorName={null}
            />
          </>
        )}
      </section>

      <NewsletterCta />
    </div>
  )
}
