import { data, redirect, type AppLoadContext } from 'react-router'
import { can, STAFF_ELEVATION_HOURS, type Capability } from '#lib/roles.ts'
import type { StaffMember } from '#server/load-context.ts'
import { sessionUnavailable } from '../session-unavailable.server.ts'
import { NO_ACCESS } from './sections.ts'


const here = (request: Request) => {
  const url = new URL(request.url)
  return encodeURIComponent(`${url.pathname}${url.search}`)
}

/**
 * The account behind this request's session cookie with its role, or a redirect to sign in (a 503
 * while the session cannot be checked). An API bearer token is not a web session: it can neither
 * step up nor open a staff or portal screen (decision 024), so a leaked token never reaches them.
 */
export async function requireSignedIn({ request, context }: { request: Request; context: AppLoadContext }) {
  if (context.sessionUnavailable) throw sessionUnavailable(context)
  const session = context.tokenSource === 'cookie' ? await context.staff.sessionOf(context.token) : null
  if (!session) throw redirect(`/login?redirectTo=${here(request)}`)
  return session
}

/**
 * Admits a staff member whose role has the capability and whose session passed the second factor
 * within the last hours. Anyone else: signed out → sign in; a reader or a sponsor, or a role
 * without the capability → 403 (the page shows no back-office navigation); no second factor yet →
 * set it up; not stepped up → enter a code.
 */
export async function requireStaff(args: { request: Request; context: AppLoadContext }, capability: Capability): Promise<{ user: StaffMember }> {
  const { user, secondFactorAt } = await requireSignedIn(args)
  if (!can(user.role, 'admin:enter')) throw data({ message: NO_ACCESS }, { status: 403 })
  if (!(await args.context.secondFactor.isEnrolled(user.id))) throw redirect(`/admin/second-factor/setup?redirectTo=${here(args.request)}`)
  const fresh = secondFactorAt && Date.now() - secondFactorAt.getTime() < STAFF_ELEVATION_HOURS * 3600_000
  if (!fresh) throw redirect(`/admin/second-factor?redirectTo=${here(args.request)}`)
  if (!can(user.role, capability)) throw data({ message: NO_ACCESS }, { status: 403 })
  return { user }
}
