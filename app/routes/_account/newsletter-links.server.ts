import type { HeadersFunction } from 'react-router'

/**
 * The token of a mailed newsletter link as its page's form posts it: the hidden field, or else the
 * address's ?token= (a mail program's one-click unsubscribe POSTs only `List-Unsubscribe=One-Click`
 * to the link, RFC 8058). A body that is not a form counts as an empty one.
 */
export async function linkForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => new FormData())
  const fromQuery = new URL(request.url).searchParams.get('token')
  if (!form.has('token') && fromQuery !== null) form.set('token', fromQuery)
  return form
}

/** A page holding a link's token stays out of caches (the site's Referrer-Policy already keeps it from other sites). */
export const linkPageHeaders = { 'Cache-Control': 'private, no-store' }

/** The link pages' `headers`: an action's answer keeps them too, not only the loader's. */
export const linkPageHeadersFunction: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders)
  actionHeaders.forEach((value, name) => headers.set(name, value))
  return headers
}
