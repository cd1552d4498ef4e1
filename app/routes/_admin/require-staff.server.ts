import { data, redirect, type AppLoadContext } from 'react-router'
import type { BackOfficeArea, ScreenDeclaration } from '#lib/back-office-screen.ts'
import { can, STAFF_ELEVATION_HOURS, type Role } from '#lib/roles.ts'
import { sessionUnavailable } from '../session-unavailable.server.ts'
import { NO_ACCESS } from './back-office-words.ts'

/** A signed-in member of staff (or a sponsor's user), as the staff service reads them from the session. */
export type StaffMember = NonNullable<Awaited<ReturnType<AppLoadContext['staff']['sessionOf']>>>['user']

/** What a loader or action is called with: its context, and the pattern of the route it serves. */
export interface ScreenArgs {
  request: Request
  context: AppLoadContext
  pattern: string
}

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

/** A session that passed the second factor within the last hours, or a redirect to enter a code. */
export function requireSteppedUp(request: Request, secondFactorAt: Date | null) {
  const fresh = secondFactorAt && Date.now() - secondFactorAt.getTime() < STAFF_ELEVATION_HOURS * 3600_000
  if (!fresh) throw redirect(`/admin/second-factor?redirectTo=${here(request)}`)
}

/** The screen this loader or action serves, as its route declares it (lib/back-office-screen.ts). */
export const declaredScreen = (args: ScreenArgs): ScreenDeclaration => args.context.screens.at(args.pattern)

/**
 * Admits a staff member whose role has the capability the screen declares and whose session passed
 * the second factor within the last hours. Anyone else: signed out → sign in; a reader or a
 * sponsor, or a role without the capability → 403 (the page shows no back-office navigation); no
 * second factor yet → set it up; not stepped up → enter a code.
 */
export async function requireStaff(args: ScreenArgs): Promise<{ user: StaffMember }> {
  const { capability } = declaredScreen(args)
  if (!capability) throw new Error(`/${args.pattern} is declared open to anyone: it cannot require staff`)
  const { user, secondFactorAt } = await requireSignedIn(args)
  if (!can(user.role, 'admin:enter')) throw data({ message: NO_ACCESS }, { status: 403 })
  if (!(await args.context.secondFactor.isEnrolled(user.id))) throw redirect(`/admin/second-factor/setup?redirectTo=${here(args.request)}`)
  requireSteppedUp(args.request, secondFactorAt)
  if (!can(user.role, capability)) throw data({ message: NO_ACCESS }, { status: 403 })
  return { user }
}

/** An area's navigation as this role sees it: the screens it may open. */
export const navigationFor = (context: AppLoadContext, role: Role, area: BackOfficeArea) =>
  context.screens
    .navigation(area)
    .filter((entry) => can(role, entry.capability))
    .map(({ path, label }) => ({ path, label }))

/** How the shells name a signed-in user. */
export const nameOf = (user: Pick<StaffMember, 'firstname' | 'lastname' | 'email'>) => [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email
