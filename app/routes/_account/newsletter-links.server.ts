import { data, type HeadersFunction } from 'react-router'
import { NewsletterLink } from '#lib/account-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { replyOnServiceError } from '../form-replies.server.ts'

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

/** A link page's loader: the address's token, and what `look` finds for it (`none` without a token). */
export async function loadLink<T>(request: Request, look: (token: string) => Promise<T>, none: T) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return data({ token, found: token ? await look(token) : none }, { headers: linkPageHeaders })
}

/** A page holding a link's token stays out of caches (the site's Referrer-Policy already keeps it from other sites). */
export const linkPageHeaders = { 'Cache-Control': 'private, no-store' }

/** The link pages' `headers`: an action's answer keeps them too, not only the loader's. */
export const linkPageHeadersFunction: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders)
  actionHeaders.forEach((value, name) => headers.set(name, value))
  return headers
}

/**
 * A link page's button (or a mail program's POST): the token checked, then `use` run with it once.
 * `done` and `value` say what it did; a refusal is the form's reply. Every answer keeps the link
 * page's headers.
 */
export async function applyLink<T>(request: Request, use: (token: string) => Promise<T>) {
  const submission = parseForm(await linkForm(request), { schema: NewsletterLink })
  if (submission.status !== 'success') return data({ result: submission.reply(), done: false, value: null }, { status: 400, headers: linkPageHeaders })
  const result = await replyOnServiceError(submission, () => use(submission.value.token))
  if (!result.ok) return data({ result: result.reply, done: false, value: null }, { status: result.status, headers: linkPageHeaders })
  return data({ result: submission.reply(), done: true, value: result.value }, { headers: linkPageHeaders })
}
