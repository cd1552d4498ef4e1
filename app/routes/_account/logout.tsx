import { data, Form, Link, redirect, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { noStore } from '../http-responses.server.ts'
import { pageMeta } from '../../utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Sign Out', { noindex: true })

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
  const busy = useNavigation().state === 'submitting'
  if (!signedIn) {
    return (
      <div className="page page--narrow account-page">
        <h1>Sign Out</h1>
        <p>You are signed out.</p>
        <p>
          <Link to="/login">Sign in</Link> or <Link to="/">go to the home page</Link>.
        </p>
      </div>
    )
  }
  return (
    <div className="page page--narrow account-page">
      <h1>Sign Out</h1>
      <p>Sign out of your account on this browser?</p>
      <Form method="post" className="form">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      </Form>
      <p>
        <Link to="/profile">Stay signed in</Link>
      </p>
    </div>
  )
}
