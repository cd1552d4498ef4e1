import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { posts } from '#db/schema/index.ts'
import { decodeHtml, elementHtml } from './html.ts'
import { stopDatabase } from './utils/database-outage.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * A database blip is not a sign-out: while the session cannot be read, pages that need it answer
 * the branded 503 with Retry-After and the session cookie stays; a form posted meanwhile comes back
 * with what was typed in it; when the database returns, the same cookie signs the visitor in.
 */
const t = withTestApp()

const clearsSession = (res: Response) => res.headers.getSetCookie().some((cookie) => cookie.startsWith('quota_session='))
const get = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })

/** The fields of the first form in the page that posts to `action`, as a browser would send them. */
function formFields(html: string, action: string): Record<string, string> {
  const opening = new RegExp(`<form[^>]*? action="${action}"`).exec(html)
  if (!opening) throw new Error(`no form posting to ${action}`)
  const form = elementHtml(html, opening[0])
  const fields: Record<string, string> = {}
  for (const [, name, value] of form.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g)) fields[decodeHtml(name!)] = decodeHtml(value!)
  for (const [, name, value] of form.matchAll(/<textarea[^>]*?name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields[decodeHtml(name!)] = decodeHtml(value!)
  return fields
}

describe('while the database is down', () => {
  it('a signed-in reader keeps the session cookie: account pages answer 503 with Retry-After, other pages render, and the cookie works again after', async () => {
    const reader = await signedInAs(t, 'reader')
    const restart = stopDatabase(t.database)
    try {
      const profile = await get('/profile', reader.cookie)
      expect(profile.status).toBe(503)
      expect(profile.headers.get('retry-after')).toBeTruthy()
      expect(titleOf(await profile.text())).toBe('We will be right back / Quota')
      expect(clearsSession(profile)).toBe(false)

      const home = await get('/', reader.cookie)
      expect(home.status).toBe(200)
      expect(clearsSession(home)).toBe(false)
    } finally {
      restart()
    }
    const again = await get('/profile', reader.cookie)
    expect(again.status).toBe(200)
    expect(clearsSession(again)).toBe(false)
  })

  it('an editor keeps the session and its second factor, and an article saved during the outage comes back with its text, to be saved once the database returns', async () => {
    const editor = await enrolledAs(t, 'editor')
    const created = await t.request('/admin/articles/new', formPost({ title: 'Outage notes', excerpt: 'Before.', contentHtml: '<p>Before the outage.</p>' }, editor.cookie))
    expect(created.status).toBe(302)
    const path = new URL(created.headers.get('location')!, 'http://localhost').pathname
    const id = Number(/\/admin\/articles\/(\d+)/.exec(path)![1])
    const typed = { intent: 'save', title: 'Outage notes, revised', excerpt: 'After.', contentHtml: '<p>Written while the database was down & "quoted".</p>' }

    const restart = stopDatabase(t.database)
    let echoed: Record<string, string>
    try {
      const page = await get(path, editor.cookie)
      expect(page.status).toBe(503)
      expect(clearsSession(page)).toBe(false)

      const save = await t.request(path, formPost(typed, editor.cookie))
      expect(save.status).toBe(503)
      expect(save.headers.get('retry-after')).toBeTruthy()
      expect(save.headers.get('location')).toBeNull()
      expect(clearsSession(save)).toBe(false)
      const html = await save.text()
      expect(titleOf(html)).toBe('We will be right back / Quota')
      expect(html).toContain('has not been saved')
      echoed = formFields(html, path)
      expect(echoed).toMatchObject(typed)
    } finally {
      restart()
    }

    // The same cookie, no new sign-in or code: the page is there, and sending the kept form saves it.
    expect((await get(path, editor.cookie)).status).toBe(200)
    const resent = await t.request(path, formPost(echoed, editor.cookie))
    expect(resent.status).toBe(200)
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, id))
    expect(stored).toMatchObject({ title: typed.title, excerpt: typed.excerpt })
    expect(stored!.contentHtml).toContain('Written while the database was down')
  })
})
