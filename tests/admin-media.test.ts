import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { media } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { blankPng } from './utils/blank-png.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The media library: an image's type is read from its bytes, it is cut to WordPress's sizes, alt text is required, and it can be found. */
const t = withTestApp()

const upload = (cookie: string, file: File | null, fields: Record<string, string>) => {
  const body = new FormData()
  if (file) body.set('file', file)
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return t.request('/admin/media', { method: 'POST', body, headers: { Cookie: cookie, 'X-Forwarded-For': '10.79.0.1' } })
}

describe('the media library', () => {
  it('takes an image with its alt text, cut to sizes, and finds it; refuses what is not an image, or has no alt text', async () => {
    const { cookie } = await enrolledAs(t, 'editor')
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b3d5c' } })
      .png()
      .toBuffer()
    const noAlt = await upload(cookie, new File([png], 'chart.png', { type: 'image/png' }), { title: 'Quarterly chart', altText: '' })
    expect(noAlt.status).toBe(400)
    expect(textOf(await noAlt.text())).toContain('Describe the image for people who cannot see it')
    const fake = await upload(cookie, new File(['not an image at all'], 'photo.jpg', { type: 'image/jpeg' }), { altText: 'A photo' })
    expect(fake.status).toBe(400)
    expect(textOf(await fake.text())).toContain('Not a JPEG, PNG, WebP or GIF image')

    // 81 megapixels in a few kilobytes: refused from its header, nothing stored.
    const bomb = await upload(cookie, new File([new Uint8Array(blankPng(9000, 9000))], 'poster.png', { type: 'image/png' }), { altText: 'A poster' })
    expect(bomb.status).toBe(400)
    expect(textOf(await bomb.text())).toContain('The image is 9000 × 9000 pixels, over 40 megapixels: make it smaller first')
    expect(await t.database.db.select().from(media).where(eq(media.altText, 'A poster'))).toEqual([])

    const good = await upload(cookie, new File([png], 'chart.png', { type: 'image/png' }), { title: 'Quarterly chart', altText: 'Pipeline coverage by quarter, rising' })
    expect(good.status).toBe(200)
    expect(textOf(await good.text())).toMatch(/“Quarterly chart” is in the library, in \d+ sizes\./)
    const [row] = await t.database.db.select().from(media).where(eq(media.altText, 'Pipeline coverage by quarter, rising'))
    expect(row).toMatchObject({ mimeType: 'image/png', width: 1200, height: 800 })
    expect(Object.keys(row!.sizes)).toEqual(expect.arrayContaining(['large', 'medium', 'thumbnail']))
    const served = await t.request(`/wp-content/uploads/${row!.sizes.thumbnail!.file}`)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])

    const found = await (await t.request('/admin/media?q=coverage', { headers: { Cookie: cookie } })).text()
    expect(found).toContain('alt="Pipeline coverage by quarter, rising"')

    const describe = (altText: string) => t.request('/admin/media', formPost({ intent: 'describe', id: String(row!.id), altText }, cookie))
    expect((await describe('')).status).toBe(400)
    expect((await describe('Coverage by quarter, rising to 3.2 times quota')).status).toBe(200)
    expect((await t.database.db.select().from(media).where(eq(media.id, row!.id)))[0]!.altText).toBe('Coverage by quarter, rising to 3.2 times quota')
  })

  it('is closed to sales', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    expect((await t.request('/admin/media', { headers: { Cookie: cookie } })).status).toBe(403)
    expect((await t.request('/admin/media/choices?q=a', { headers: { Cookie: cookie } })).status).toBe(403)
  })

  it('answers the editor’s “Choose from library” search as JSON: images only, by title or alt text, any words safely', async () => {
    const { cookie } = await enrolledAs(t, 'contributor')
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    await upload((await enrolledAs(t, 'editor')).cookie, new File([png], 'funnel.png', { type: 'image/png' }), { title: 'Funnel drawing', altText: 'A sales funnel narrowing to one deal' })
    const choices = async (q: string) => {
      const res = await t.request(`/admin/media/choices?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } })
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'application/json', 'private, no-store'])
      return (await res.json()) as { images: { id: number; title: string; alt: string; thumbnail: string; src: string; width: number; height: number }[]; total: number }
    }
    const found = await choices('narrowing to one')
    expect(found.images).toEqual([
      {
        id: expect.any(Number),
        title: 'Funnel drawing',
        alt: 'A sales funnel narrowing to one deal',
        thumbnail: expect.stringMatching(/^\/wp-content\/uploads\/.+\.png$/),
        src: expect.stringMatching(/^\/wp-content\/uploads\//),
        // Too small to cut to the large size: the original's own size, for the <img> the editor writes.
        width: 300,
        height: 200,
      },
    ])
    expect((await choices('funnel DRAWING')).images.map((image) => image.title)).toContain('Funnel drawing')
    expect((await choices('%_\u0000\'"<x>')).images).toEqual([])
    expect((await choices('x'.repeat(5000))).images).toEqual([])
    expect((await t.request('/admin/media/choices?q=a')).status).toBeGreaterThanOrEqual(300)
  })

  it('uploads from the editor’s dialog through the same checks, answering JSON: the image, or the messages per field; the same size limit', async () => {
    const { cookie } = await enrolledAs(t, 'contributor')
    const post = (body: FormData, headers: Record<string, string> = {}) =>
      t.request('/admin/media/upload', { method: 'POST', body, headers: { Cookie: cookie, Accept: 'application/json', 'X-Forwarded-For': '10.79.0.2', ...headers } })
    const form = (file: File | null, altText: string) => {
      const body = new FormData()
      if (file) body.set('file', file)
      body.set('title', 'Territory map')
      body.set('altText', altText)
      return body
    }
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#14532d' } })
      .png()
      .toBuffer()
    const good = await post(form(new File([png], 'map.png', { type: 'image/png' }), 'Territories drawn on a map of the east coast'))
    expect([good.status, good.headers.get('content-type')]).toEqual([200, 'application/json'])
    const answer = (await good.json()) as { done: string; image: { id: number; title: string; alt: string; thumbnail: string } }
    expect(answer.done).toMatch(/^“Territory map” is in the library, in \d+ sizes\.$/)
    expect(answer.image).toMatchObject({ title: 'Territory map', alt: 'Territories drawn on a map of the east coast', thumbnail: expect.stringMatching(/^\/wp-content\/uploads\//) })
    expect((await t.database.db.select().from(media).where(eq(media.id, answer.image.id))).length).toBe(1)

    const fake = await post(form(new File(['not an image at all'], 'photo.jpg', { type: 'image/jpeg' }), 'A photo'))
    expect(fake.status).toBe(400)
    expect(((await fake.json()) as { reply: { error: Record<string, string[]> } }).reply.error.file).toEqual([expect.stringContaining('Not a JPEG, PNG, WebP or GIF image')])
    const noAlt = await post(form(new File([png], 'map.png', { type: 'image/png' }), ''))
    expect(noAlt.status).toBe(400)
    expect(((await noAlt.json()) as { image: unknown }).image).toBeNull()
    // The describe form of the library's screen is not this one's.
    const describe = new FormData()
    describe.set('intent', 'describe')
    describe.set('id', String(answer.image.id))
    describe.set('altText', 'Changed')
    expect((await post(describe)).status).toBe(400)
    // Over the upload limit: refused before it is read, as the library's own screen is.
    const huge = form(new File([new Uint8Array(12 * 1024 * 1024)], 'huge.png', { type: 'image/png' }), 'Too big')
    const tooBig = await post(huge)
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { reply: { error: Record<string, string[]> } }).reply.error.file).toEqual(['The image is over 10 MB: make it smaller first'])
    expect((await t.request('/admin/media/upload', { headers: { Cookie: cookie } })).status).toBe(405)
    // Sales have no media library.
    const sales = (await enrolledAs(t, 'sales')).cookie
    expect((await post(form(new File([png], 'map.png', { type: 'image/png' }), 'A map'), { Cookie: sales })).status).toBe(403)
  })
})
