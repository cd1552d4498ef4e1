/**
 * Loading a code-split route chunk (spec §8, §9): it fails with 'Loading chunk N failed' after
 * 120 s, or at once when the import fails. A chunk the server no longer has (a 404 after a new
 * build) means this page belongs to an older deployment: the caller reloads it, once per build.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const RELOAD_GUARD_KEY = 'quota:chunk-reload'

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(
    chunk: string,
    /** True when the server answered 404 for the chunk: the page is older than the deployment. */
    readonly stale: boolean,
  ) {
    super(`Loading chunk ${chunk} failed`)
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError'
}

/** The chunk's file name without its extension: '/assets/article-DoNQlKaF.js' is 'article-DoNQlKaF'. */
export function getChunkName(url: string): string {
  const file = url.split(/[?#]/)[0]!.split('/').pop() ?? ''
  return file.replace(/\.m?js$/, '') || url
}

interface ChunkLoaderOptions {
  timeoutMs?: number
  importModule?: (url: string) => Promise<unknown>
  /** Whether the server has the chunk at all; a network failure counts as "we cannot tell". */
  isMissing?: (url: string) => Promise<boolean>
}

async function isMissingOnServer(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404
  } catch {
    return false
  }
}

export async function importChunk(url: string, options: ChunkLoaderOptions = {}): Promise<unknown> {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, importModule = (href) => import(/* @vite-ignore */ href), isMissing = isMissingOnServer } = options
  const chunk = getChunkName(url)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, false)), timeoutMs)
  })
  try {
    return await Promise.race([
      importModule(url).catch(async () => {
        throw new ChunkLoadError(chunk, await isMissing(url))
      }),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Whether to reload for a stale chunk: yes the first time for this build, then no, so a chunk that
 * is missing from the newest build too cannot loop. Without storage there is no guard, so no reload.
 */
export function claimStaleReload(storage: SessionStorageLike | null, buildVersion: string): boolean {
  try {
    if (!storage || storage.getItem(RELOAD_GUARD_KEY) === buildVersion) return false
    storage.setItem(RELOAD_GUARD_KEY, buildVersion)
    return true
  } catch {
    return false
  }
}
