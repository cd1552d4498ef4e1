/** The public addresses of content, shared by the content service (its `link` fields) and the pages. */
export const SITE_TIME_ZONE = 'America/New_York'

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

export function articlePath(article: { id: number; slug: string; publishedAt: Date | string }): string {
  const parts = Object.fromEntries(dateParts.formatToParts(new Date(article.publishedAt)).map((p) => [p.type, p.value]))
  return `/${parts.year}/${parts.month}/${parts.day}/${article.id}/${article.slug}`
}

export const blogPostPath = (slug: string) => `/blog/${slug}`
export const topicPath = (topic: { id: number; slug: string }) => `/topics/${topic.id}/${topic.slug}`
export const tagPath = (tag: { slug: string }) => `/search?tag=${encodeURIComponent(tag.slug)}`
/** An author's page: their bio and their articles, paged (crawlable, unlike search results). */
export const authorPath = (author: { slug: string }) => `/authors/${encodeURIComponent(author.slug)}`
export const companyPath = (company: { slug: string }) => `/companies/${company.slug}`
export const uploadsPath = (file: string) => `/wp-content/uploads/${file}`

/** The category that holds blog posts: their address is /blog/{slug}. */
export const BLOG_CATEGORY_SLUG = 'blog'

/** One blog's posts: the combined blog stream, filtered to it. */
export const blogPath = (blog: { slug: string }) => `/blog?${new URLSearchParams({ blog: blog.slug })}`
