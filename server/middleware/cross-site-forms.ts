import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../services/mail/newsletter-mails.ts'

/**
 * Page paths any site may POST to: RFC 8058's one-click unsubscribe comes from wherever the
 * reader's mail program runs, with no cookie and no form token. Such a path must take its only
 * credential from the address itself (here a signed token that can do nothing but unsubscribe),
 * so a forged request from another site needs that secret and is no more dangerous than ours.
 */
export const CROSS_SITE_FORM_PATHS: readonly string[] = [NEWSLETTER_UNSUBSCRIBE_PATH]

export const isCrossSiteForm = (request: Request, path: string) => request.method === 'POST' && CROSS_SITE_FORM_PATHS.includes(path)

/**
 * React Router answers 400 to an action whose Origin is another site's (its own CSRF check, set
 * only per origin, not per path). For the paths above the request reaches it without the header.
 */
export async function withoutOrigin(request: Request): Promise<Request> {
  const headers = new Headers(request.headers)
  headers.delete('origin')
  return new Request(request.url, { method: request.method, headers, body: await request.arrayBuffer(), signal: request.signal })
}
