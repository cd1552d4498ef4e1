import { Hono } from 'hono'
import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { createBackOfficeScreens } from '../back-office-screens.ts'
import { limitFormBodies, MAX_BODY_BYTES, MAX_EDITOR_BYTES, MAX_UPLOAD_BYTES } from './body-limit.ts'

const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown) => ({
  id,
  parentId,
  path,
  index: path === undefined ? true : undefined,
  module: { default: () => null, handle },
})
const manifest = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('home', 'root', undefined),
    route('admin', 'root', 'admin', backOfficeScreen({ capability: 'admin:enter' })),
    route('media', 'admin', 'media', backOfficeScreen({ capability: 'media:upload', body: 'upload' })),
    route('article', 'admin', 'articles/:id', backOfficeScreen({ capability: 'content:draft', body: 'editor' })),
    route('lead', 'admin', 'leads/:id', backOfficeScreen({ capability: 'business:manage' })),
    route('register', 'root', 'register'),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild['routes']

const app = new Hono()
app.use(
  '*',
  limitFormBodies(createBackOfficeScreens(manifest), (c) => c.text('too large', 413)),
)
// The limit is decided from the declared length, before anything is read: the page need not read it.
app.all('*', (c) => c.text('accepted'))

const post = (path: string, bytes: number) => app.request(path, { method: 'POST', body: new Uint8Array(bytes), headers: { 'Content-Length': String(bytes) } })

describe('form bodies are limited by what each screen declares', () => {
  it('gives a declared upload screen the upload limit, at its page address and its .data one', async () => {
    expect((await post('/admin/media', MAX_EDITOR_BYTES * 2)).status).toBe(200)
    expect((await post('/admin/media.data', MAX_EDITOR_BYTES * 2)).status).toBe(200)
    expect((await post('/admin/media', MAX_UPLOAD_BYTES + 1)).status).toBe(413)
  })

  it('gives a declared editor screen the editor limit, whatever its id', async () => {
    expect((await post('/admin/articles/42.data', MAX_BODY_BYTES * 4)).status).toBe(200)
    expect((await post('/admin/articles/42', MAX_EDITOR_BYTES + 1)).status).toBe(413)
  })

  it('keeps every other form, declared screen or not, to the page-form limit', async () => {
    for (const path of ['/admin/leads/7', '/admin/leads/7.data', '/register', '/_root.data', '/admin/media/other', '/nowhere']) {
      expect({ path, status: (await post(path, MAX_BODY_BYTES + 1)).status }).toEqual({ path, status: 413 })
    }
    expect((await post('/register', MAX_BODY_BYTES)).status).toBe(200)
  })
})
