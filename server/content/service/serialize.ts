import type { Author, Media, Page, SectionPostType } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { videoCategoryPath } from '#lib/section-paths.ts'
import { articlePath, authorPath, blogPostPath, tagPath, topicPath, uploadsPath } from '#lib/site-paths.ts'
import { serializeAcf } from './acf-fields.ts'
import type { PostRow, PostTermIds } from './posts-store.ts'
import type { TermRow, UncountedTermRow } from './terms-store.ts'
import { formatWpDateGmt, formatWpDateLocal, formatWpRawDate, renderExcerpt } from './wp-format.ts'

/** The REST base of each taxonomy, and where its archive lives on the site. */
export const TAXONOMY_ROUTES: Record<Taxonomy, { route: string; objects: string }> = {
  category: { route: 'categories', objects: 'posts' },
  post_tag: { route: 'tags', objects: 'posts' },
  video_category: { route: 'video_categories', objects: 'videos' },
}

/** A taxonomy field on a post: WordPress names it after the taxonomy's REST base. */
export interface TaxonomyField {
  taxonomy: Taxonomy
  ids: number[]
}

/** Builds WordPress REST bodies field by field from rows: nothing else reaches the wire. */
const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]

export function createSerializers(siteUrl: string) {
  const api = (path: string) => `${siteUrl}/wp-json/${path}`

  function postLink(post: PostRow, isBlog: boolean) {
    return `${siteUrl}${isBlog ? blogPostPath(post.slug) : articlePath(post)}/`
  }

  /** The leading fields every WordPress post type shares (attachments too), in WordPress's order. */
  function postHead(row: Pick<Page, 'id' | 'slug' | 'publishedAt' | 'modifiedAt'> & { status: string }, type: string, link: string, guid = link) {
    return {
      id: row.id,
      date: formatWpDateLocal(row.publishedAt),
      date_gmt: formatWpDateGmt(row.publishedAt),
      guid: { rendered: guid },
      modified: formatWpDateLocal(row.modifiedAt),
      modified_gmt: formatWpDateGmt(row.modifiedAt),
      slug: row.slug,
      status: row.status,
      type,
      link,
    }
  }

  /** What posts, pages and section items all begin with: the head, then the title, text, author and image. */
  function postCore(row: Page, type: string, link: string, guid = link) {
    return {
      ...postHead(row, type, link, guid),
      title: { rendered: row.title },
      content: { rendered: row.contentHtml, protected: false },
      excerpt: { rendered: renderExcerpt(row.excerpt), protected: false },
      author: row.authorId ?? 0,
      featured_media: row.featuredMediaId ?? 0,
    }
  }

  /** An article's SEO title and description as our plugin registers them (post meta); WordPress's empty list when neither is set. */
  function seoMeta(acf: Record<string, unknown>) {
    const [title, description] = [acf.seo_title, acf.seo_description].map((value) => (typeof value === 'string' ? value : ''))
    return title || description ? { quota_seo_title: title, quota_seo_description: description } : []
  }

  function post(row: PostRow, termIds: PostTermIds, blogCategoryId: number | null) {
    const isBlog = blogCategoryId !== null && termIds.categories.includes(blogCategoryId)
    const link = postLink(row, isBlog)
    return {
      ...postCore(row, 'post', link),
      comment_status: 'closed',
      ping_status: 'closed',
      sticky: row.sticky,
      template: '',
      format: 'standard',
      meta: seoMeta(row.acf),
      categories: termIds.categories,
      tags: termIds.tags,
      acf: [],
      _links: {
        self: [{ href: api(`wp/v2/posts/${row.id}`) }],
        collection: [{ href: api('wp/v2/posts') }],
        about: [{ href: api('wp/v2/types/post') }],
        ...(row.authorId ? { author: [{ embeddable: true, href: api(`wp/v2/users/${row.authorId}`) }] } : {}),
        ...(row.featuredMediaId ? { 'wp:featuredmedia': [{ embeddable: true, href: api(`wp/v2/media/${row.featuredMediaId}`) }] } : {}),
        'wp:attachment': [{ href: api(`wp/v2/media?parent=${row.id}`) }],
        'wp:term': [
          { taxonomy: 'category', embeddable: true, href: api(`wp/v2/categories?post=${row.id}`) },
          { taxonomy: 'post_tag', embeddable: true, href: api(`wp/v2/tags?post=${row.id}`) },
        ],
        curies: CURIES,
      },
    }
  }

  function page(row: Page) {
    return {
      ...postCore(row, 'page', `${siteUrl}/${row.slug}/`, `${siteUrl}/?page_id=${row.id}`),
      parent: row.parentId,
      menu_order: row.menuOrder,
      comment_status: 'closed',
      ping_status: 'closed',
      template: '',
      meta: [],
      acf: [],
      _links: {
        self: [{ href: api(`wp/v2/pages/${row.id}`) }],
        collection: [{ href: api('wp/v2/pages') }],
        about: [{ href: api('wp/v2/types/page') }],
        'wp:attachment': [{ href: api(`wp/v2/media?parent=${row.id}`) }],
        curies: CURIES,
      },
    }
  }

  const termPath = (row: UncountedTermRow) => (row.taxonomy === 'category' ? topicPath(row) : row.taxonomy === 'video_category' ? videoCategoryPath(row) : tagPath(row))

  function term(row: TermRow) {
    const { route, objects } = TAXONOMY_ROUTES[row.taxonomy]
    return {
      id: row.id,
      count: row.count,
      description: row.description,
      link: `${siteUrl}${termPath(row)}`,
      name: row.name,
      slug: row.slug,
      taxonomy: row.taxonomy,
      ...(row.taxonomy !== 'post_tag' ? { parent: row.parentId } : {}),
      // WordPress answers [] for a term without registered meta, an object with it.
      meta: Object.keys(row.meta ?? {}).length > 0 ? row.meta : [],
      _links: {
        self: [{ href: api(`wp/v2/${route}/${row.id}`) }],
        collection: [{ href: api(`wp/v2/${route}`) }],
        about: [{ href: api(`wp/v2/taxonomies/${row.taxonomy}`) }],
        'wp:post_type': [{ href: api(`wp/v2/${objects}?${route}=${row.id}`) }],
        curies: CURIES,
      },
    }
  }

  /** The short form WordPress embeds in _embedded['wp:term']. */
  function embeddedTerm(row: UncountedTermRow) {
    const { id, link, name, slug, taxonomy, _links } = term({ ...row, count: 0 })
    return { id, link, name, slug, taxonomy, _links }
  }

  function user(row: Author, avatar: Media | undefined) {
    const avatarUrl = (size: number) => (avatar ? `${siteUrl}${uploadsPath(avatar.sizes[`avatar-${size}`]?.file ?? avatar.file)}` : '')
    return {
      id: row.id,
      name: row.name,
      url: '',
      description: row.bio,
      link: `${siteUrl}${authorPath(row)}`,
      slug: row.slug,
      avatar_urls: { 24: avatarUrl(24), 48: avatarUrl(48), 96: avatarUrl(96) },
      meta: [],
      _links: { self: [{ href: api(`wp/v2/users/${row.id}`) }], collection: [{ href: api('wp/v2/users') }] },
    }
  }

  function mediaItem(row: Media) {
    const sourceUrl = `${siteUrl}${uploadsPath(row.file)}`
    const folder = row.file.includes('/') ? row.file.slice(0, row.file.lastIndexOf('/') + 1) : ''
    const sizes = Object.fromEntries(
      Object.entries(row.sizes).map(([name, size]) => [
        name,
        { file: size.file.slice(folder.length), width: size.width, height: size.height, filesize: size.filesize, mime_type: size.mimeType, source_url: `${siteUrl}${uploadsPath(size.file)}` },
      ]),
    )
    return {
      ...postHead({ id: row.id, slug: row.slug, status: 'inherit', publishedAt: row.uploadedAt, modifiedAt: row.uploadedAt }, 'attachment', sourceUrl),
      title: { rendered: row.title },
      author: 0,
      comment_status: 'closed',
      ping_status: 'closed',
      template: '',
      meta: [],
      acf: [],
      description: { rendered: `<p class="attachment"><a href='${sourceUrl}'>${row.title}</a></p>\n` },
      caption: { rendered: row.caption ? `<p>${row.caption}</p>\n` : '' },
      alt_text: row.altText,
      media_type: row.mimeType.startsWith('image/') ? 'image' : 'file',
      mime_type: row.mimeType,
      media_details: {
        width: row.width,
        height: row.height,
        file: row.file,
        filesize: row.filesize,
        sizes: { ...sizes, full: { file: row.file.slice(folder.length), width: row.width, height: row.height, mime_type: row.mimeType, source_url: sourceUrl } },
        image_meta: {
          aperture: '0',
          credit: '',
          camera: '',
          caption: '',
          created_timestamp: '0',
          copyright: '',
          focal_length: '0',
          iso: '0',
          shutter_speed: '0',
          title: '',
          orientation: '0',
          keywords: [],
        },
      },
      post: null,
      source_url: sourceUrl,
      _links: {
        self: [{ href: api(`wp/v2/media/${row.id}`) }],
        collection: [{ href: api('wp/v2/media') }],
        about: [{ href: api('wp/v2/types/attachment') }],
      },
    }
  }

  /** The short form WordPress embeds in _embedded['author']. */
  function embeddedUser(row: Author, avatar: Media | undefined) {
    const { meta: _meta, ...rest } = user(row, avatar)
    return rest
  }

  /** The short form WordPress embeds in _embedded['wp:featuredmedia']. */
  function embeddedMedia(row: Media) {
    const { id, date, slug, type, link, title, author, caption, alt_text, media_type, mime_type, media_details, source_url, _links } = mediaItem(row)
    return { id, date, slug, type, link, title, author, caption, alt_text, media_type, mime_type, media_details, source_url, _links }
  }

  /** A site path as WordPress writes links: absolute, with a trailing slash (not after an anchor). */
  const sectionLink = (path: string) => `${siteUrl}${path}${path.includes('#') ? '' : '/'}`

  /**
   * A post of a section type (webinars, issues, videos, events, lists, resources) in the shape
   * of the recorded custom types: the post fields, a field per taxonomy, then `acf`.
   */

  function sectionPost(row: PostRow, type: SectionPostType, path: string, taxonomies: TaxonomyField[]) {
    const link = sectionLink(path)
    return {
      ...postCore(row, type, link),
      template: '',
      meta: [],
      ...Object.fromEntries(taxonomies.map((field) => [TAXONOMY_ROUTES[field.taxonomy].route, field.ids])),
      acf: serializeAcf(type, row.acf, (sitePath) => `${siteUrl}${sitePath}`),
      _links: {
        self: [{ href: api(`wp/v2/${type}/${row.id}`) }],
        collection: [{ href: api(`wp/v2/${type}`) }],
        about: [{ href: api(`wp/v2/types/${type}`) }],
        ...(row.authorId ? { author: [{ embeddable: true, href: api(`wp/v2/users/${row.authorId}`) }] } : {}),
        'version-history': [{ count: 0, href: api(`wp/v2/${type}/${row.id}/revisions`) }],
        ...(row.featuredMediaId ? { 'wp:featuredmedia': [{ embeddable: true, href: api(`wp/v2/media/${row.featuredMediaId}`) }] } : {}),
        'wp:attachment': [{ href: api(`wp/v2/media?parent=${row.id}`) }],
        ...(taxonomies.length > 0
          ? {
              'wp:term': taxonomies.map((field) => ({
                taxonomy: field.taxonomy,
                embeddable: true,
                href: api(`wp/v2/${TAXONOMY_ROUTES[field.taxonomy].route}?post=${row.id}`),
              })),
            }
          : {}),
        curies: CURIES,
      },
    }
  }

  /** A post as ACF returns a post-object field: the raw database row of WordPress, "ID" first. */
  function rawPost(row: PostRow, link: string) {
    return {
      ID: row.id,
      post_author: String(row.authorId ?? 0),
      post_date: formatWpRawDate(formatWpDateLocal(row.publishedAt)),
      post_date_gmt: formatWpRawDate(formatWpDateGmt(row.publishedAt)),
      post_content: row.contentHtml,
      post_title: row.title,
      post_excerpt: row.excerpt,
      post_status: row.status,
      comment_status: 'closed',
      ping_status: 'closed',
      post_password: '',
      post_name: row.slug,
      to_ping: '',
      pinged: '',
      post_modified: formatWpRawDate(formatWpDateLocal(row.modifiedAt)),
      post_modified_gmt: formatWpRawDate(formatWpDateGmt(row.modifiedAt)),
      post_content_filtered: '',
      post_parent: row.parentId,
      guid: link,
      menu_order: row.menuOrder,
      post_type: row.type,
      post_mime_type: '',
      comment_count: '0',
      filter: 'raw',
    }
  }

  return { post, page, term, embeddedTerm, user, embeddedUser, mediaItem, embeddedMedia, sectionPost, sectionLink, rawPost }
}

export type Serializers = ReturnType<typeof createSerializers>
