import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { noStore } from '../http-responses.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Sign out', { noindex: true })

/** GET only asks: a link or an image on another site must not be able to sign a reader out. */
export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return data({ signedIn: context.user !== null }, { headers: noStore })
}

/** Ends this session (the token is revoked, the cookie cleared) and goes home; the origin guard refuses cross-site posts. */
export async function action({ context }: ActionFunctionArgs<AppLoadContext>) {
  if (context.token) await context.accounts.signOut(context.token)
  return redirect('/', { headers: { 'Set-Cookie': context.clearSessionCookie(), 'Cache-Control': 'no-store' } })
}

export default function Logout() {
  const { signedIn } = useLoaderData<typeof loader>()
  if (!signedIn) {
    return (
      <AccountPage title="Sign out">
        <p>You are signed out.</p>
        <p>
          <Link to="/login">Sign in</Link> or <Link to="/">go to the home page</Link>.
        </p>
      </AccountPage>
    )
  }
  return (
    <AccountPage title="Sign out">
      <p>Sign out of your account on this browser?</p>
      <Form method="post" className="form">
        <SubmitButton busyLabel="Signing out…">Sign out</SubmitButton>
      </Form>
      <p>
        <Link to="/profile">Stay signed in</Link>
      </p>
    </AccountPage>
  )
}
