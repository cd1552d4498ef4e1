/**
 * Who may do what. Every account has one role; readers are everyone who registered on the site.
 * Staff (every role that enters /admin) sign in with a second factor. A sponsor user belongs to
 * one sponsor and sees only the sponsor portal.
 */
export const ROLES = ['reader', 'contributor', 'author', 'editor', 'admin', 'sales', 'sponsor'] as const
export type Role = (typeof ROLES)[number]

/** How long a session that passed the second factor may use the back office. */
export const STAFF_ELEVATION_HOURS = 12

export const STAFF_ROLES: readonly Role[] = ['contributor', 'author', 'editor', 'admin', 'sales']
/** Roles an invitation may give; readers register themselves. */
export const INVITABLE_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'reader')

export const ROLE_LABELS: Record<Role, string> = {
  reader: 'Reader',
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  admin: 'Administrator',
  sales: 'Sales',
  sponsor: 'Sponsor',
}

/** What each role may do, in words a staff member reads on the staff screen and in the README. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  reader: 'Reads the site, registers for webinars, manages their own profile and newsletters.',
  contributor: 'Writes and edits their own drafts; cannot publish.',
  author: 'Writes, publishes and unpublishes their own articles and blog posts.',
  editor: 'Writes, edits, publishes and schedules all content, menus, the media library, the newsletters and event passes.',
  admin: 'Everything an editor does, plus staff accounts, settings and the audit log.',
  sales: 'Leads, orders, promo codes, event passes and attendees, subscribers and sponsors; no content screens.',
  sponsor: 'Their own sponsor’s leads, downloads and webhooks in the sponsor portal.',
}

export const CAPABILITIES = [
  /** Open the back office at all. */
  'admin:enter',
  /** Create drafts and edit one's own unpublished items. */
  'content:draft',
  /** Publish, schedule and unpublish one's own items. */
  'content:publish-own',
  /** Edit, publish, schedule, unpublish, trash and restore anybody's items. */
  'content:edit-any',
  /** Topics, tags, authors, menus, pages, sections (webinars, magazine, videos, events, lists, resources). */
  'content:structure',
  /** Upload and describe images and files. */
  'media:upload',
  /** Invite staff, change roles, revoke access. */
  'staff:manage',
  /** Read the audit log. */
  'audit:read',
  /** Site settings. */
  'settings:manage',
  /** Leads, orders, promo codes, subscribers, sponsors and their users, privacy requests. */
  'business:manage',
  /** Event pass types, their attendees and check-in at the door. */
  'events:passes',
  /** Newsletter issues: drafts, items, sponsor slots, tests, scheduling and sending, their figures. */
  'newsletters:compose',
  /** A newsletter's settings: its schedule, sender and whether opens are counted. */
  'newsletters:manage',
  /** The sponsor portal, limited to the user's own sponsor. */
  'sponsor:portal',
] as const
export type Capability = (typeof CAPABILITIES)[number]

const GRANTS: Record<Role, readonly Capability[]> = {
  reader: [],
  contributor: ['admin:enter', 'content:draft', 'media:upload'],
  author: ['admin:enter', 'content:draft', 'content:publish-own', 'media:upload'],
  editor: ['admin:enter', 'content:draft', 'content:publish-own', 'content:edit-any', 'content:structure', 'media:upload', 'newsletters:compose', 'events:passes'],
  // Everything the staff can do; the sponsor portal is for sponsors' own users only.
  admin: CAPABILITIES.filter((capability) => capability !== 'sponsor:portal'),
  sales: ['admin:enter', 'business:manage', 'events:passes'],
  sponsor: ['sponsor:portal'],
}

export function can(role: Role, capability: Capability): boolean {
  return GRANTS[role].includes(capability)
}

export function isStaff(role: Role): boolean {
  return STAFF_ROLES.includes(role)
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** Where a sign-in without a `redirectTo` lands: staff in the back office, a sponsor user in the portal, a reader on the profile. */
export function homeOf(role: Role): string {
  return can(role, 'sponsor:portal') || can(role, 'admin:enter') ? workspaceOf(role) : '/profile'
}

/**
 * Roles that see personal data (leads, orders, subscribers) or the back office: they may set up a
 * TOTP second factor and, once it is on, are asked for it. Readers see only their own data.
 */
export function usesSecondFactor(role: Role): boolean {
  return can(role, 'admin:enter') || can(role, 'sponsor:portal')
}

/** Where a role works: the sponsor portal or the back office (where the second-factor screens lead back to). */
export function workspaceOf(role: Role): '/sponsor' | '/admin' {
  return can(role, 'sponsor:portal') ? '/sponsor' : '/admin'
}
