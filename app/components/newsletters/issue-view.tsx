import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ResponsiveImage } from '../responsive-image.tsx'
import { ItemList } from '../item-list.tsx'

/** A story of a sent issue as the site shows it: its link goes straight to the content. */
export interface IssueStoryView {
  key: string
  label: string
  title: string
  /** A site path, or an address on another host. */
  href: string
  deck: string
  /** A webinar's or event's time in words, empty for the rest. */
  when: string
  image: { src: string; alt: string } | null
}

export interface IssueSponsorView {
  name: string
  message: string
  href: string
  logoUrl: string
  logoAlt: string
}

/** What a page shows of an issue: the content fixed when it was sent, its intro sanitized for the page. */
export interface IssueView {
  newsletterName: string
  archivePath: string
  issueDate: string
  subject: string
  introHtml: string
  lead: IssueStoryView | null
  more: IssueStoryView[]
  sponsor: IssueSponsorView | null
}

/** A story's link: a client-side navigation on the site, a plain link elsewhere. */
function StoryLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

/** The site's image box for an issue image (16:9, as the site crops them). */
const imageOf = (image: { src: string; alt: string }) => ({ src: image.src, alt: image.alt, width: 16, height: 9, srcSet: '' })

function StoryCard({ story }: { story: IssueStoryView }) {
  return (
    <article className="card">
      {story.image ? (
        <div className="card__media">
          <ResponsiveImage image={imageOf(story.image)} sizes="13rem" alt="" />
        </div>
      ) : null}
      <div className="card__body">
        {story.label ? <p className="card__label">{story.label}</p> : null}
        <h3 className="card__title">
          <StoryLink href={story.href} className="card__link">
            {story.title}
          </StoryLink>
        </h3>
        {story.when ? <p className="card__meta newsletter-issue__when">{story.when}</p> : null}
        {story.deck ? <p className="card__deck">{story.deck}</p> : null}
      </div>
    </article>
  )
}

/** The sponsor's slot, marked as paid for; its link is the sponsor's own (rel=sponsored). */
function SponsorAside({ sponsor }: { sponsor: IssueSponsorView }) {
  return (
    <aside className="newsletter-issue__sponsor" aria-label={`Sponsored by ${sponsor.name}`}>
      <p className="eyebrow">{`Sponsored by ${sponsor.name}`}</p>
      <div className="newsletter-issue__sponsor-body">
        {sponsor.logoUrl ? <img src={sponsor.logoUrl} alt={sponsor.logoAlt || sponsor.name} width={120} height={60} loading="lazy" className="newsletter-issue__sponsor-logo" /> : null}
        <p>
          {sponsor.message}{' '}
          <a href={sponsor.href} rel="sponsored noopener" className="newsletter-issue__sponsor-link">
            Learn more<span className="visually-hidden"> from {sponsor.name}</span>
          </a>
        </p>
      </div>
    </aside>
  )
}

/** A sent issue's body: the editor's intro, the lead story large, the sponsor's slot, then the other stories. */
export function IssueBody({ issue }: { issue: IssueView }) {
  const { lead, more } = issue
  return (
    <div className="boost__issue">
      {issue.introHtml ? <div className="prose newsletter-issue__intro" dangerouslySetInnerHTML={{ __html: issue.introHtml }} /> : null}
      {lead ? (
        <section className="boost__idea" aria-labelledby="issue-lead-heading">
          <h2 id="issue-lead-heading" className="eyebrow">
            {lead.label || 'Lead story'}
          </h2>
          {lead.image ? <ResponsiveImage image={imageOf(lead.image)} sizes="(min-width: 48rem) 44rem, 100vw" priority alt={lead.image.alt} /> : null}
          <h3 className="boost__idea-title">
            <StoryLink href={lead.href}>{lead.title}</StoryLink>
          </h3>
          {lead.when ? <p className="newsletter-issue__when">{lead.when}</p> : null}
          {lead.deck ? <p>{lead.deck}</p> : null}
        </section>
      ) : null}
      {issue.sponsor ? <SponsorAside sponsor={issue.sponsor} /> : null}
      {more.length > 0 ? (
        <section aria-labelledby="issue-more-heading">
          <h2 id="issue-more-heading" className="home-section__heading">
            Also in this issue
          </h2>
          <ItemList items={more} itemKey={(story) => story.key} className="card-grid card-grid--list">
            {(story) => <StoryCard story={story} />}
          </ItemList>
        </section>
      ) : null}
    </div>
  )
}
