import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { IssueContent, IssueStory } from '#lib/newsletter-issue.ts'
import { toIssueView } from './newsletter-issue-view.server.ts'

// The two parts of the context the view reads: the site's address, and its sanitizer (here the markup as it is).
const context = { env: { SITE_URL: 'https://quota.example' }, sanitizeContent: (html: string) => html } as unknown as AppLoadContext

const story = (id: number, imageUrl: string | null): IssueStory => ({
  type: 'post',
  id,
  label: 'Article',
  title: `Story ${id}`,
  url: `https://quota.example/articles/${id}`,
  deck: '',
  imageUrl,
  imageAlt: '',
  when: '',
})

const content: IssueContent = {
  newsletter: { slug: 'daily-boost', name: 'Daily Boost' },
  issueDate: '2026-11-30',
  subject: 'A subject',
  previewText: '',
  introHtml: '',
  stories: [story(1, 'https://quota.example/wp-content/uploads/lead.jpg'), story(2, 'https://cdn.example/elsewhere.jpg')],
  sponsor: { sponsor: 'rampwise', message: 'Hello', link: 'https://rampwise.example/', logoUrl: 'https://quota.example/wp-content/uploads/logo.png', logoAlt: 'Rampwise logo' },
}

describe('an issue’s web version', () => {
  // The mail needs absolute addresses; the page is read on whatever host serves it, under img-src 'self'.
  it('shows the site’s own images and links as paths, other hosts’ as they are', () => {
    const view = toIssueView(context, content)
    expect(view.lead).toMatchObject({ href: '/articles/1', image: { src: '/wp-content/uploads/lead.jpg' } })
    expect(view.more[0]).toMatchObject({ href: '/articles/2', image: { src: 'https://cdn.example/elsewhere.jpg' } })
    expect(view.sponsor).toMatchObject({ href: 'https://rampwise.example/', logoUrl: '/wp-content/uploads/logo.png' })
  })
})
