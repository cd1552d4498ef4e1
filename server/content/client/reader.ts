import { z } from 'zod'
import { withTimeout } from '#db/client.ts'
import type { SectionType } from '#lib/search-types.ts'
import { recordContentTags, tagsOfContentPath, tagsOfRead } from '../../cache/content-tags.ts'
import { ContentUnavailableError, type ContentClientOptions, type Paged, type When } from './types.ts'
import { createPathMapper } from '../wp-mappers.ts'

/** RFC 7240's preference, honoured by the built-in API and ignored by WordPress (which counts anyway). */
const SKIP_TOTAL = { Prefer: 'count=none' }

/** GET /wp-json/: the routes the content API offers and the parameters each declares (WordPress's discovery). */
const WpIndexSchema = z.object({
  routes: z.record(z.string(), z.object({ endpoints: z.array(z.object({ args: z.unknown() })).catch([]) }).catch({ endpoints: [] })).catch({}),
})

/** Upcoming soonest first, past newest first. */
export const byDate = (when: When | undefined) =>
  when === 'upcoming' ? { upcoming: '1', orderby: 'start_date', order: 'asc' } : when === 'past' ? { upcoming: '0', orderby: 'start_date', order: 'desc' } : {}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * How every family of the content client reads: one validated GET, cached and tagged for purges,
 * and what the content API offers. Standard WordPress REST, so a real WordPress can stand in.
 */
export function createContentReader({ baseUrl, siteUrl = baseUrl, fetch, timeoutMs = 3000, cache }: ContentClientOptions) {
  const root = baseUrl.replace(/\/+$/, '')
  const toPath = createPathMapper(root, siteUrl)

  /** One GET: 404 (and the other `missing` statuses) is null, anything else unexpected (timeout, 5xx, wrong shape) is ContentUnavailableError. */
  async function request<S extends z.ZodType>(
    path: string,
    schema: S,
    headers: Record<string, string> = {},
    missing: number[] = [404],
  ): Promise<{ data: z.infer<S>; total: number; totalPages: number; bytes: number } | null> {
    const url = `${root}/wp-json/${path}`
    let response: Response
    try {
      response = await withTimeout(
        fetch(new Request(url, { headers: { Accept: 'application/json', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })),
        timeoutMs,
        `content request ${path}`,
      )
    } catch (error) {
      throw new ContentUnavailableError(`content service unreachable: ${path}`, { cause: error })
    }
    if (missing.includes(response.status)) return null
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null
      // Past the last page WordPress answers 400: for a reader that is simply nothing more.
      if (body?.code === 'rest_post_invalid_page_number') return null
    }
    if (!response.ok) throw new ContentUnavailableError(`content service answered ${response.status}: ${path}`)
    const body = await response.text().catch(() => '')
    const parsed = schema.safeParse(parseJson(body))
    if (!parsed.success) throw new ContentUnavailableError(`content service answered an unexpected shape: ${path}`, { cause: parsed.error })
    return {
      data: parsed.data,
      total: Number(response.headers.get('X-WP-Total') ?? 0),
      totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 0),
      bytes: body.length,
    }
  }

  /** The items a kept read answered with (`request` keeps `{ data }`, or null for a missing one). */
  const tagsOfAnswer = (key: string, answer: unknown) => tagsOfRead(key, (answer as { data?: unknown } | null)?.data)
  const cached = async <T>(key: string, load: () => Promise<T>) => {
    recordContentTags(tagsOfContentPath(key))
    const answer = await (cache ? cache.get(key, load) : load())
    recordContentTags(tagsOfAnswer(key, answer))
    return answer
  }
  const get = <S extends z.ZodType>(path: string, schema: S) => cached(path, () => request(path, schema))

  return {
    toPath,
    request,
    get,
    /** One item by id: WordPress refuses one that is not public (a draft: 401) as it would a missing one; for a reader both are absent. */
    getItem: <S extends z.ZodType>(path: string, schema: S) => cached(path, () => request(path, schema, {}, [401, 403, 404])),
    getUncounted: <S extends z.ZodType>(path: string, schema: S) => cached(`${path} uncounted`, () => request(path, schema, SKIP_TOTAL)),

    /**
     * Whether the content API has a section's collection and declares the parameters a read needs:
     * a plain WordPress has no webinars; one whose webinars come from another plugin may not know
     * `upcoming`. Then the section is honestly empty instead of wrong (past webinars listed as
     * upcoming) or an error. An API without an index (or one that fails) is asked anyway.
     */
    async offers(type: SectionType, params: string[]): Promise<boolean> {
      const index = await get('', WpIndexSchema).catch(() => null)
      if (!index) return true
      const route = index.data.routes[`/wp/v2/${type}`]
      if (!route) return false
      const args = route.endpoints.flatMap((endpoint) => (endpoint.args && typeof endpoint.args === 'object' && !Array.isArray(endpoint.args) ? Object.keys(endpoint.args) : []))
      return params.every((param) => args.includes(param))
    },

    nothing: { items: [], total: 0, totalPages: 0 } as Paged<never>,

    query: (params: Record<string, string | number | undefined>) =>
      new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString(),

    paged: <T, U>(result: { data: T[]; total: number; totalPages: number } | null, map: (item: T) => U): Paged<U> =>
      result ? { items: result.data.map(map), total: result.total, totalPages: result.totalPages } : { items: [], total: 0, totalPages: 0 },

    /** Forgets every read with one of these tags (server/cache/content-tags.ts), so the next one asks again. */
    purge(tags: ReadonlySet<string>) {
      cache?.purge((key, answer) => [...tagsOfContentPath(key), ...tagsOfAnswer(key, answer)].some((tag) => tags.has(tag)))
    },
  }
}

export type ContentReader = ReturnType<typeof createContentReader>
