import type { QueryHandle } from '#lib/query-handle.ts'
import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ChoiceList } from '../../components/newsletters/choice-list.tsx'
import { NewsletterLinkPage } from '../../components/newsletters/link-page.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { applyLink, linkPageHeadersFunction, loadLink } from './newsletter-links.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Confirm your newsletters', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['token'] }

/** GET only shows what the link would do: mail scanners open links, and must not confirm anything. */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadLink(request, (token) => context.newsletters.pendingChoices(token), null)
}

/** The button: applies the link's choices, once. */
export function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  return applyLink(request, (token) => context.newsletters.confirm(token))
}

export const headers = linkPageHeadersFunction

export default function NewsletterConfirm() {
  const { token, found: choices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const confirmed = actionData?.value
  return (
    <NewsletterLinkPage
      title="Confirm your newsletters"
      token={token}
      lastResult={actionData?.result}
      usable={Boolean(choices)}
      done={
        confirmed ? (
          <>
            <p className="notice" role="status">
              Thank you: your newsletter choices are confirmed.
            </p>
            <ChoiceList choices={confirmed} />
            <p>
              Change them any time on the <Link to="/newsletters">newsletters page</Link>.
            </p>
          </>
        ) : null
      }
      question={
        <>
          <p>Confirm these newsletter choices for your address:</p>
          {choices ? <ChoiceList choices={choices} /> : null}
        </>
      }
      button="Confirm my choices"
      busyLabel="Confirming…"
      invalid="This link has expired or was already used. Sign up again to get a new one."
      fallback={<Link to="/newsletters">Choose your newsletters</Link>}
    />
  )
}
