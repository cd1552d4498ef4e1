import { describe, expect, it } from 'vitest'
import type { Article, Video, Webinar } from '#lib/content-model.ts'
import { draftItems, type DraftContent } from './draft-content.ts'

/** What the content client answers, as data: the newest articles first, the next webinar, the newest video. */
const article = (id: number, published: string, extra: Partial<Article> = {}) => ({ id, title: `Article ${id}`, deck: `Deck ${id}`, published, isBlog: false, ...extra }) as Article
function contentOf(articles: Article[], webinars: Partial<Webinar>[] = [], videos: Partial<Video>[] = []): DraftContent {
  return {
    getArticles: async () => ({ items: articles, total: articles.length, totalPages: 1 }),
    getWebinars: async () => ({ items: webinars as Webinar[], total: webinars.length, totalPages: 1 }),
    getVideos: async () => ({ items: videos as Video[], total: videos.length, totalPages: 1 }),
  } as unknown as DraftContent
}

describe('an automatic draft', () => {
  it('leads with the newest article published since the last issue, then up to five more, the next webinar and the video', async () => {
    const articles = [
      article(9, '2026-11-27T10:00:00Z', { isBlog: true, title: 'A blog post' }),
      article(8, '2026-11-27T09:00:00Z'),
      ...[7, 6, 5, 4, 3].map((id) => article(id, `2026-11-26T1${id}:00:00Z`)),
      article(2, '2026-11-20T10:00:00Z'),
    ]
    const draft = await draftItems(contentOf(articles, [{ id: 40 }], [{ id: 50 }]), new Date('2026-11-26T00:00:00Z'))
    // The blog post is newer, but an article leads; the one from before the last issue is left out.
    expect(draft.items).toEqual([{ type: 'post', id: 8 }, { type: 'post', id: 9 }, ...[7, 6, 5, 4].map((id) => ({ type: 'post', id })), { type: 'webinars', id: 40 }, { type: 'videos', id: 50 }])
    expect(draft).toMatchObject({ subject: 'Article 8', previewText: 'Deck 8' })
  })

  it('with nothing new still leads with the newest article, and leaves out a webinar or video there is none of', async () => {
    const draft = await draftItems(contentOf([article(2, '2026-11-20T10:00:00Z'), article(1, '2026-11-19T10:00:00Z')]), new Date('2026-11-26T00:00:00Z'))
    expect(draft.items).toEqual([{ type: 'post', id: 2 }])
    expect(draft.subject).toBe('Article 2')
  })
})
