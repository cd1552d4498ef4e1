import type { Post } from '#db/schema/index.ts'
import { formatWpDateGmt, formatWpDateLocal, renderExcerpt } from './wp-format.ts'

/** A page exactly as WordPress's /wp/v2/pages answers it, built field by field. */
export function serializePage(page: Post, siteUrl: string) {
  const link = `${siteUrl}/${page.slug}/`
  const self = `${siteUrl}/wp-json/wp/v2/pages/${page.id}`
  return {
    id: page.id,
    date: formatWpDateLocal(page.publishedAt),
    date_gmt: formatWpDateGmt(page.publishedAt),
    guid: { rendered: `${siteUrl}/?page_id=${page.id}` },
    modified: formatWpDateLocal(page.modifiedAt),
    modified_gmt: formatWpDateGmt(page.modifiedAt),
    slug: page.slug,
    status: page.status,
    type: 'page',
    link,
    title: { rendered: page.title },
    content: { rendered: page.contentHtml, protected: false },
    excerpt: { rendered: renderExcerpt(page.excerpt), protected: false },
    author: 0,
    featured_media: 0,
    parent: page.parentId,
    menu_order: page.menuOrder,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: [],
    acf: [],
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${siteUrl}/wp-json/wp/v2/pages` }],
      about: [{ href: `${siteUrl}/wp-json/wp/v2/types/page` }],
      'wp:attachment': [{ href: `${siteUrl}/wp-json/wp/v2/media?parent=${page.id}` }],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    },
  }
}
export type WpPageJson = ReturnType<typeof serializePage>
