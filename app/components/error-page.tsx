import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, Link } from 'react-router'
import type { UnsavedForm } from '#lib/unsaved-form.ts'

// Only a 503 that gave a form back shows it: every other page leaves its code out of the bundle.
const UnsavedFormView = lazy(() => import('./unsaved-form-view.tsx'))
// Only a 404 shows the ways on: other pages leave them out of their bundle.
const NotFoundWays = lazy(() => import('./not-found-ways.tsx'))

const MESSAGES: Record<number, { title: string; body: string }> = {
  401: { title: 'Please sign in', body: 'Sign in, then open this page again.' },
  403: { title: 'No access', body: 'Your account does not have access to this page.' },
  404: { title: 'Page not found', body: 'We could not find that page. It may have moved, or the address may be mistyped.' },
  413: { title: 'That was too much to send', body: 'What you sent is larger than any of our forms accepts. Go back, shorten it and try again.' },
  429: { title: 'Too many requests', body: 'Please wait a little, then try again.' },
  503: { title: 'We will be right back', body: 'This page is briefly unavailable. Please try again in a minute.' },
}

/** A refusal (4xx) never says the fault is ours; only 5xx answers do. */
const REFUSED = { title: 'That could not be done', body: 'This page refused the request. Go back and try again, or go to the home page.' }
const FAILED = { title: 'Something went wrong', body: 'An error on our side stopped this page from loading. Please try again shortly.' }

const messageFor = (status: number) => MESSAGES[status] ?? (status >= 400 && status < 500 ? REFUSED : FAILED)

/** The site is briefly unavailable (a 503): the error to show as the site's "right back" page. */
export const isUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503

/** The form a 503 answer gave back (see app/routes/session-unavailable.server.ts), when the error carries one. */
export function unsavedFormOf(errorData: unknown): UnsavedForm | null {
  const unsaved = (errorData as { unsaved?: unknown } | null)?.unsaved as UnsavedForm | null | undefined
  if (!unsaved || typeof unsaved.action !== 'string' || !unsaved.action.startsWith('/') || !Array.isArray(unsaved.fields)) return null
  return unsaved
}

export function errorTitle(status: number): string {
  return messageFor(status).title
}

/**
 * `detail`: the refusal's own words (a route's `{ message }`), shown in place of the generic ones for a 4xx.
 * `unsaved`: a form the visitor sent that could not be saved (a 503), given back to send again.
 */
export function ErrorPage({ status, detail, unsaved = null }: { status: number; detail?: string; unsaved?: UnsavedForm | null }) {
  const message = messageFor(status)
  const body = detail && status >= 400 && status < 500 ? detail : message.body
  return (
    <div className="page page--narrow error-page">
      <p className="eyebrow">Error {status}</p>
      <h1>{message.title}</h1>
      <p>{body}</p>
      {unsaved ? (
        <Suspense>
          <UnsavedFormView form={unsaved} />
        </Suspense>
      ) : null}
      {status === 404 ? (
        <Suspense>
          <NotFoundWays />
        </Suspense>
      ) : (
        <p>
          <Link to="/">Go to the home page</Link> or <Link to="/search">search the site</Link>.
        </p>
      )}
    </div>
  )
}

/** A page part could not be loaded (spec §8): most often a new version went live, so a reload fixes it. */
export function ChunkErrorPage({ message }: { message: string }) {
  return (
    <div className="page page--narrow error-page">
      <p className="eyebrow">Error</p>
      <h1>This page could not be loaded</h1>
      <p>{message}. We may have just published a new version of the site, or the connection dropped. Reloading usually fixes it.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </div>
  )
}
