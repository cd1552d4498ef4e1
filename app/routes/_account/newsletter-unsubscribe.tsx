import type { QueryHandle } from '#lib/query-handle.ts'
import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { NewsletterLinkPage } from '../../components/newsletters/link-page.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { applyLink, linkPageHeadersFunction, loadLink } from './newsletter-links.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Unsubscribe', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['token'] }

/** GET only asks: mail scanners open links, and must not unsubscribe anyone. */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadLink(request, (token) => context.newsletters.isUnsubscribeToken(token), false)
}

/**
 * The page's button and a mail program's one-click POST (RFC 8058) alike: the signed token is the
 * only credential, so no session or cookie is needed, and the origin guard lets this path be
 * posted from anywhere (server/middleware/origin-guard.ts). Success is a plain 200.
 */
export function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  return applyLink(request, (token) => context.newsletters.unsubscribe(token))
}

export const headers = linkPageHeadersFunction

export default function NewsletterUnsubscribe() {
  const { token, found: valid } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      token={token}
      lastResult={actionData?.result}
      usable={valid}
      done={
        actionData?.done ? (
          <>
            <p className="notice" role="status">
              You are unsubscribed: we will send no more newsletters to this address.
            </p>
            <p>
              Changed your mind? <Link to="/newsletters">Choose your newsletters again</Link>.
            </p>
          </>
        ) : null
      }
      question={<p>Stop every newsletter from us to this address?</p>}
      button="Unsubscribe"
      busyLabel="Unsubscribing…"
      invalid="This unsubscribe link is not valid. You can change your choices on the newsletters page."
      fallback={<Link to="/newsletters">Go to the newsletters page</Link>}
    />
  )
}
