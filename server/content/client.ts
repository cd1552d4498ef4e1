import type { z } from 'zod'
import { withTimeout } from '#db/client.ts'
import { SwrCache } from './swr-cache.ts'
import { WpPageSchema } from './wp-schemas.ts'
import { toContentPage, type ContentPage } from './content-types.ts'

export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ContentUnavailableError'
  }
}

export interface ContentClientOptions {
  /** Base address of a WordPress REST API (the site root, without /wp-json). */
  baseUrl: string
  fetch: (request: Request) => Promise<Response>
  timeoutMs?: number
  cache?: SwrCache
}

/** The one way the site reads content: WordPress REST, validated into our own types. */
export function createContentClient({ baseUrl, fetch, timeoutMs = 3000, cache }: ContentClientOptions) {
  const root = baseUrl.replace(/\/+$/, '')

  async function request<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null> {
    const url = `${root}/wp-json/${path}`
    let response: Response
    try {
      response = await withTimeout(
        fetch(new Request(url, { headers: { Accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })),
        timeoutMs,
        `content request ${path}`,
      )
    } catch (error) {
      throw new ContentUnavailableError(`content service unreachable: ${path}`, { cause: error })
    }
    if (response.status === 404) return null
    if (!response.ok) throw new ContentUnavailableError(`content service answered ${response.status}: ${path}`)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ContentUnavailableError(`content service answered an unexpected shape: ${path}`)
    return parsed.data
  }

  const cached = <T>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load())

  return {
    getPage(id: number): Promise<ContentPage | null> {
      return cached(`page:${id}`, async () => {
        const page = await request(`wp/v2/pages/${id}`, WpPageSchema)
        return page && toContentPage(page)
      })
    },
    getPageBySlug(slug: string): Promise<ContentPage | null> {
      return cached(`page-slug:${slug}`, async () => {
        const pages = await request(`wp/v2/pages?slug=${encodeURIComponent(slug)}`, WpPageSchema.array())
        const page = pages?.[0]
        return page ? toContentPage(page) : null
      })
    },
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
