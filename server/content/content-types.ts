import { decodeEntities, stripTags } from '#lib/html-text.ts'
import type { WpPage } from './wp-schemas.ts'

/** What the pages receive: our own names, HTML fields still HTML (sanitised at render). */
export interface ContentPage {
  id: number
  slug: string
  title: string
  contentHtml: string
  description: string
  modified: string
}

export function toContentPage(page: WpPage): ContentPage {
  return {
    id: page.id,
    slug: page.slug,
    title: decodeEntities(stripTags(page.title.rendered)),
    contentHtml: page.content.rendered,
    description: decodeEntities(stripTags(page.excerpt.rendered)).trim(),
    modified: page.modified_gmt,
  }
}
