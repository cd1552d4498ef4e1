import type { Capability } from '#lib/roles.ts'

export const NO_ACCESS = 'You do not have access to this part of the back office.'

/** The back office's sections, in the order of its navigation; each shows to the roles that may use it. */
export interface AdminSection {
  path: string
  label: string
  capability: Capability
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '/admin', label: 'Overview', capability: 'admin:enter' },
  { path: '/admin/articles', label: 'Articles', capability: 'content:draft' },
  { path: '/admin/media', label: 'Media library', capability: 'media:upload' },
  { path: '/admin/topics', label: 'Topics', capability: 'content:structure' },
  { path: '/admin/content/pages', label: 'Pages', capability: 'content:structure' },
  { path: '/admin/content/webinars', label: 'Webinars', capability: 'content:structure' },
  { path: '/admin/content/issues', label: 'Magazine', capability: 'content:structure' },
  { path: '/admin/content/videos', label: 'Videos', capability: 'content:structure' },
  { path: '/admin/content/events', label: 'Events', capability: 'content:structure' },
  { path: '/admin/content/lists', label: 'Lists and awards', capability: 'content:structure' },
  { path: '/admin/content/resources', label: 'Resources', capability: 'content:structure' },
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
