import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'

/** Ends this session (the token is revoked, the cookie cleared) and goes home: a form POST or a plain link. */
async function logout({ context }: { context: AppLoadContext }) {
  if (context.token) await context.accounts.signOut(context.token)
  return redirect('/', { headers: { 'Set-Cookie': context.clearSessionCookie(), 'Cache-Control': 'no-store' } })
}

export const loader = (args: LoaderFunctionArgs<AppLoadContext>) => logout(args)
export const action = (args: ActionFunctionArgs<AppLoadContext>) => logout(args)
