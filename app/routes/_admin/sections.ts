import type { Capability } from '#lib/roles.ts'

export const NO_ACCESS = 'You do not have access to this part of the back office.'

/** The back office's sections, in the order of its navigation; each shows to the roles that may use it. */
export interface AdminSection {
  path: string
  label: string
  capability: Capability
  /** A content screen: with the content in WordPress, it points there instead. */
  content?: true
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '/admin', label: 'Overview', capability: 'admin:enter' },
  { path: '/admin/articles', label: 'Articles', capability: 'content:draft', content: true },
  { path: '/admin/media', label: 'Media library', capability: 'media:upload', content: true },
  { path: '/admin/topics', label: 'Topics', capability: 'content:structure', content: true },
  { path: '/admin/tags', label: 'Tags', capability: 'content:structure', content: true },
  { path: '/admin/authors', label: 'Authors', capability: 'content:structure', content: true },
  { path: '/admin/menus', label: 'Menus', capability: 'content:structure', content: true },
  { path: '/admin/content/pages', label: 'Pages', capability: 'content:structure', content: true },
  { path: '/admin/landing-pages', label: 'Landing pages', capability: 'content:structure', content: true },
  { path: '/admin/content/webinars', label: 'Webinars', capability: 'content:structure', content: true },
  { path: '/admin/content/issues', label: 'Magazine', capability: 'content:structure', content: true },
  { path: '/admin/content/videos', label: 'Videos', capability: 'content:structure', content: true },
  { path: '/admin/video-categories', label: 'Video categories', capability: 'content:structure', content: true },
  { path: '/admin/content/events', label: 'Events', capability: 'content:structure', content: true },
  { path: '/admin/content/lists', label: 'Lists and awards', capability: 'content:structure', content: true },
  { path: '/admin/content/resources', label: 'Resources', capability: 'content:structure', content: true },
  { path: '/admin/leads', label: 'Leads', capability: 'business:manage' },
  { path: '/admin/webinars', label: 'Webinar registrations', capability: 'business:manage' },
  { path: '/admin/orders', label: 'Orders', capability: 'business:manage' },
  { path: '/admin/promo-codes', label: 'Promo codes', capability: 'business:manage' },
  { path: '/admin/sponsors', label: 'Sponsors', capability: 'business:manage' },
  { path: '/admin/subscribers', label: 'Subscribers', capability: 'business:manage' },
  { path: '/admin/privacy', label: 'Privacy requests', capability: 'business:manage' },
  { path: '/admin/staff', label: 'Staff', capability: 'staff:manage' },
  { path: '/admin/audit', label: 'Audit log', capability: 'audit:read' },
  { path: '/admin/style', label: 'Style guide', capability: 'admin:enter' },
]

/** Whether an address is one of the content screens (or below one). */
export const isContentPath = (pathname: string) => ADMIN_SECTIONS.some((section) => section.content && (pathname === section.path || pathname.startsWith(`${section.path}/`)))
