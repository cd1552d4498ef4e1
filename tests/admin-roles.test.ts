import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, posts } from '#db/schema/index.ts'
import { can, ROLES, type Capability, type Role } from '#lib/roles.ts'
import { createBackOfficeScreens } from '#server/back-office-screens.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { createTestApp, loadServerBuild, type TestApp } from './utils/test-app.ts'

/**
 * Each role against each screen and each newsroom action, through the pages: a role with the
 * capability gets the screen or does the thing; any other gets 403 and nothing changes.
 */
let t: TestApp
/** Every screen in the back office's navigation, as the routes declare them. */
const ADMIN_SECTIONS = createBackOfficeScreens((await loadServerBuild()).routes).navigation('admin')
const cookies = new Map<Role, string>()
beforeAll(async () => {
  t = await createTestApp()
  for (const role of ROLES) cookies.set(role, role === 'reader' || role === 'sponsor' ? (await signedInAs(t, role)).cookie : (await enrolledAs(t, role)).cookie)
})
afterAll(() => t?.close())

const get = (path: string, role: Role) => t.request(path, { headers: { Cookie: cookies.get(role)! } })
const post = (path: string, body: Record<string, string>, role: Role) => t.request(path, formPost(body, cookies.get(role)!))
const itemOf = async (type: 'webinars' | 'lists' | 'issues') =>
  (
    await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.type, type), eq(posts.status, 'publish')))
      .orderBy(desc(posts.id))
      .limit(1)
  )[0]!

describe('each role against each screen', () => {
  for (const section of ADMIN_SECTIONS) {
    it(`${section.path} opens for the roles that may ${section.capability}, and is 403 for the others`, async () => {
      for (const role of ROLES) {
        const res = await get(section.path, role)
        expect({ role, status: res.status }).toEqual({ role, status: can(role, 'admin:enter') && can(role, section.capability) ? 200 : 403 })
      }
    })
  }
})

/** Newsroom actions: who may, each run once per role; the audit log shows whether it was done. */
const ACTIONS: { name: string; capability: Capability; audited: string; run: (role: Role, n: number) => Promise<Response> }[] = [
  { name: 'write a new article', capability: 'content:draft', audited: 'article.create', run: (role, n) => post('/admin/articles/new', { title: `Role check ${n}`, intent: 'save' }, role) },
  {
    name: 'add a webinar',
    capability: 'content:structure',
    audited: 'webinar.create',
    run: (role, n) =>
      post(
        '/admin/content/webinars/new',
        {
          title: `Webinar check ${n}`,
          'f.start_date': '2031-01-01',
          'f.start_time': '10:00',
          'f.end_time': '11:00',
          'f.time_zone': 'America/New_York',
          'f.registration_form.0.name': 'email',
          'f.registration_form.0.label': 'Email',
          'f.registration_form.0.type': 'email',
        },
        role,
      ),
  },
  { name: 'add a topic', capability: 'content:structure', audited: 'topic.create', run: (role, n) => post('/admin/topics', { name: `Topic check ${n}`, slug: '', description: '' }, role) },
  { name: 'add a tag', capability: 'content:structure', audited: 'tag.create', run: (role, n) => post('/admin/tags', { name: `Tag check ${n}`, slug: '', description: '' }, role) },
  {
    name: 'add an author',
    capability: 'content:structure',
    audited: 'author.create',
    run: (role, n) => post('/admin/authors', { name: `Author Check ${n}`, slug: '', jobTitle: '', bio: '', avatarMediaId: '' }, role),
  },
  {
    name: 'change the footer menu',
    capability: 'content:structure',
    audited: 'menu.update',
    run: (role, n) => post('/admin/menus', { location: 'footer', 'item.0.label': `Footer ${n}`, 'item.0.url': '/about', 'item.0.order': '1' }, role),
  },
  {
    name: 'make an issue the current one',
    capability: 'content:structure',
    audited: 'issue.make_current',
    run: async (role) => post(`/admin/content/issues/${(await itemOf('issues')).id}`, { intent: 'make-current' }, role),
  },
  {
    name: 'import a list’s entries',
    capability: 'content:structure',
    audited: 'list.import_entries',
    run: async (role) => {
      const form = new FormData()
      form.append('intent', 'import')
      const list = await itemOf('lists')
      const segment = (list.acf.segments as { slug: string }[] | undefined)?.[0]?.slug ?? ''
      form.append('csv', `rank,company,segment\n1,Acme,${segment}\n`)
      return t.request(`/admin/content/lists/${list.id}/entries`, { method: 'POST', headers: { Cookie: cookies.get(role)! }, body: form })
    },
  },
  { name: 'plan the daily video', capability: 'content:structure', audited: 'video.plan_daily', run: (role) => post('/admin/content/videos/calendar', {}, role) },
]

const audited = async (action: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, action))
  )[0]!.n

describe('each role against each newsroom action', () => {
  for (const action of ACTIONS) {
    it(`${action.name}: only the roles that may ${action.capability}`, async () => {
      for (const [n, role] of ROLES.entries()) {
        const allowed = can(role, 'admin:enter') && can(role, action.capability)
        const before = await audited(action.audited)
        const res = await action.run(role, Date.now() * 10 + n)
        expect({ role, status: res.status }).toEqual({ role, status: allowed ? expect.any(Number) : 403 })
        expect({ role, done: (await audited(action.audited)) > before }).toEqual({ role, done: allowed })
      }
    })
  }
})
