import { describe, expect, it } from 'vitest'
import { createBackOfficeScreens } from '#server/back-office-screens.ts'
import { loadServerBuild } from './utils/test-app.ts'

/** The built app's screens, as its /admin and /sponsor routes declare them (lib/back-office-screen.ts). */
const screens = createBackOfficeScreens((await loadServerBuild()).routes)

describe('the back office declared on its routes', () => {
  it('shows the navigation in its order, with its words, each entry for the roles with its capability', () => {
    expect(screens.navigation('admin').map(({ path, label, capability }) => `${path} ${label} (${capability})`)).toEqual([
      '/admin Overview (admin:enter)',
      '/admin/articles Articles (content:draft)',
      '/admin/media Media library (media:upload)',
      '/admin/topics Topics (content:structure)',
      '/admin/tags Tags (content:structure)',
      '/admin/authors Authors (content:structure)',
      '/admin/menus Menus (content:structure)',
      '/admin/content/pages Pages (content:structure)',
      '/admin/landing-pages Landing pages (content:structure)',
      '/admin/content/webinars Webinars (content:structure)',
      '/admin/content/issues Magazine (content:structure)',
      '/admin/content/videos Videos (content:structure)',
      '/admin/video-categories Video categories (content:structure)',
      '/admin/content/events Events (content:structure)',
      '/admin/content/lists Lists and awards (content:structure)',
      '/admin/content/resources Resources (content:structure)',
      '/admin/newsletters Newsletters (newsletters:compose)',
      '/admin/leads Leads (business:manage)',
      '/admin/webinars Webinar registrations (business:manage)',
      '/admin/orders Orders (business:manage)',
      '/admin/promo-codes Promo codes (business:manage)',
      '/admin/events Event passes (events:passes)',
      '/admin/sponsors Sponsors (business:manage)',
      '/admin/companies Companies (business:manage)',
      '/admin/subscribers Subscribers (business:manage)',
      '/admin/privacy Privacy requests (business:manage)',
      '/admin/staff Staff (staff:manage)',
      '/admin/audit Audit log (audit:read)',
      '/admin/style Style guide (admin:enter)',
    ])
    expect(screens.navigation('sponsor').map(({ path, label }) => `${path} ${label}`)).toEqual([
      '/sponsor Overview',
      '/sponsor/leads Leads',
      '/sponsor/slots Newsletter slots',
      '/sponsor/webhook Webhook',
    ])
  })

  it('gives the forms that carry a file or an editor’s text their larger body, and no other', () => {
    const bodies = Object.fromEntries(
      [
        '/admin/media',
        '/admin/subscribers',
        '/admin/webinars/12',
        '/admin/content/lists/7/entries',
        '/admin/content/resources/new',
        '/admin/content/issues/31',
        '/admin/articles/new',
        '/admin/articles/5',
        '/admin/content/pages/9',
        '/admin/content/webinars/new',
        '/admin/menus',
        '/admin/newsletters/daily-boost/issues/3',
        '/admin/newsletters/daily-boost/settings',
        '/admin/content/videos/calendar',
        '/admin/articles/5/revisions/2',
        '/admin/leads/3',
        '/admin/staff',
        '/sponsor/webhook',
        '/register',
      ].map((path) => [path, screens.bodyAt(path) ?? 'form']),
    )
    expect(bodies).toEqual({
      '/admin/media': 'upload',
      '/admin/subscribers': 'upload',
      '/admin/webinars/12': 'upload',
      '/admin/content/lists/7/entries': 'upload',
      '/admin/content/resources/new': 'upload',
      '/admin/content/issues/31': 'upload',
      '/admin/articles/new': 'editor',
      '/admin/articles/5': 'editor',
      '/admin/content/pages/9': 'editor',
      '/admin/content/webinars/new': 'editor',
      '/admin/menus': 'editor',
      '/admin/newsletters/daily-boost/issues/3': 'editor',
      '/admin/newsletters/daily-boost/settings': 'form',
      '/admin/content/videos/calendar': 'form',
      '/admin/articles/5/revisions/2': 'form',
      '/admin/leads/3': 'form',
      '/admin/staff': 'form',
      '/sponsor/webhook': 'form',
      '/register': 'form',
    })
  })

  it('lets each loader find its screen by its route pattern', () => {
    expect(screens.at('admin').capability).toBe('admin:enter')
    expect(screens.at('admin/articles/:id').capability).toBe('content:draft')
    expect(screens.at('admin/content/:section/:id').capability).toBe('content:structure')
    expect(screens.at('admin/leads.csv').capability).toBe('business:manage')
    expect(screens.at('admin/second-factor').capability).toBeNull()
    expect(screens.at('sponsor/leads/:id').capability).toBe('sponsor:portal')
  })
})
