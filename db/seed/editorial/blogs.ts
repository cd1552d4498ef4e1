/**
 * The demo's blogs: child categories of the blog category, each with its owner (term meta
 * `blog_owner`). A blog post goes to the first blog whose topics hold its primary topic.
 */
export interface SeedBlog {
  slug: string
  name: string
  description: string
  topics: string[]
}

export const seedBlogs: SeedBlog[] = [
  {
    slug: 'the-deal-desk',
    name: 'The Deal Desk',
    description: 'Negotiators and account managers on pricing calls, renewals and the deals that nearly got away.',
    topics: ['negotiation', 'account-management'],
  },
  {
    slug: 'pipeline-notes',
    name: 'Pipeline Notes',
    description: 'Prospecting from the front line: outreach that got answers, the tools behind it and the numbers that mattered.',
    topics: ['prospecting', 'sales-technology', 'revenue-operations'],
  },
  {
    slug: 'the-coaching-room',
    name: 'The Coaching Room',
    description: 'Managers and trainers on coaching sellers, building teams and the careers that come out of them.',
    topics: ['sales-training', 'sales-enablement', 'sales-management', 'sales-leadership', 'sales-careers'],
  },
]

export function blogOf(primaryTopic: string | undefined): SeedBlog {
  return seedBlogs.find((blog) => primaryTopic !== undefined && blog.topics.includes(primaryTopic)) ?? seedBlogs[seedBlogs.length - 1]!
}
