import { Link } from 'react-router'
import type { UnsavedForm } from '#lib/unsaved-form.ts'
import { UnsavedFormView } from './unsaved-form.tsx'

const MESSAGES: Record<number, { title: string; body: string }> = {
  404: { title: 'Page not found', body: 'We could not find that page. It may have moved, or the address may be mistyped.' },
  413: { title: 'That was too much to send', body: 'What you sent is larger than any of our forms accepts. Go back, shorten it and try again.' },
  503: { title: 'We will be right back', body: 'This page is briefly unavailable. Please try again in a minute.' },
}

export function errorTitle(status: number): string {
  return (MESSAGES[status] ?? { title: 'Something went wrong' }).title
}

/** `unsaved`: a form the visitor sent that could not be saved (a 503), given back to send again. */
export function ErrorPage({ status, unsaved = null }: { status: number; unsaved?: UnsavedForm | null }) {
  const message = MESSAGES[status] ?? {
    title: 'Something went wrong',
    body: 'An error on our side stopped this page from loading. Please try again shortly.',
  }
  return (
    <div className="page page--narrow error-page">
      <p className="eyebrow">Error {status}</p>
      <h1>{message.title}</h1>
      <p>{message.body}</p>
      {unsaved ? <UnsavedFormView form={unsaved} /> : null}
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/search">search the site</Link>.
      </p>
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
