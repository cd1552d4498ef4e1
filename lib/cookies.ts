import { parse } from 'hono/utils/cookie'

/**
 * The one reader of Cookie headers (and `document.cookie`), on the server and in the browser.
 * Everything that decides from a cookie (the session, the page cache, access grants, consent)
 * goes through here, so no two places can disagree about what a header says: hono's parser trims
 * spaces and tabs around names and values, unquotes, and keeps the first of duplicate names.
 */
export function readCookies(header: string | null | undefined): Record<string, string> {
  return header ? parse(header) : {}
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return readCookies(header)[name]
}
