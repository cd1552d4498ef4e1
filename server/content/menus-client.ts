import type { Logger } from 'pino'
import { sanitizeMenuHtml } from './sanitize.ts'
import type { SwrCache } from './swr-cache.ts'
import type { MenuLocation } from '#lib/newsroom-schemas.ts'
import { recordContentTags } from '../cache/content-tags.ts'

export interface ShellMenus {
  headerHtml: string | null
  footerHtml: string | null
  /** Set when the menu endpoint answered 404: the shell shows its built-in navigation. */
  menuError: boolean
}

interface MenuResult {
  html: string | null
  notFound: boolean
}

export interface MenuClientOptions {
  /** Where the menu endpoints are: the site's own backend, or a publisher's WordPress with the companion plugin. Its links become paths. */
  baseUrl: string
  fetch: (request: Request) => Promise<Response>
  cache: SwrCache
  log: Logger
}

const MENU_TAGS = ['menus']

/** Reads the header and footer menus from the content's backend, sanitised once per fetch. */
export function createMenuClient({ baseUrl, fetch, cache, log }: MenuClientOptions) {
  async function load(location: MenuLocation): Promise<MenuResult> {
    const response = await fetch(new Request(`${baseUrl}/my${location}_menu?site=p`, { signal: AbortSignal.timeout(3000) }))
    if (response.status === 404) return { html: null, notFound: true }
    if (!response.ok) throw new Error(`menu ${location} answered ${response.status}`)
    const html = sanitizeMenuHtml(await response.text(), baseUrl).trim()
    return { html: html || null, notFound: false }
  }

  async function getMenu(location: MenuLocation): Promise<MenuResult> {
    try {
      return await cache.get(`menu:${location}`, () => load(location))
    } catch (error) {
      log.error({ event: 'menu.error', location, err: error }, 'menu could not be loaded')
      return { html: null, notFound: false }
    }
  }

  return {
    /** Forgets the menus when a purge names them. */
    purge(tags: ReadonlySet<string>) {
      if (MENU_TAGS.some((tag) => tags.has(tag))) cache.purge(() => true)
    },
    async getMenus(): Promise<ShellMenus> {
      recordContentTags(MENU_TAGS)
      const [header, footer] = await Promise.all([getMenu('header'), getMenu('footer')])
      return { headerHtml: header.html, footerHtml: footer.html, menuError: header.notFound || footer.notFound }
    },
  }
}
export type MenuClient = ReturnType<typeof createMenuClient>
