import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { requireStaff } from './require-staff.server.ts'
import { termKindOfPath } from './term-kinds.ts'

/** The signed-in editor or admin, the kind of term the address is about, and its service. */
export async function staffForTerms(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const kind = termKindOfPath(new URL(args.request.url).pathname)
  if (!kind) throw data({ message: 'No such part of the back office' }, { status: 404 })
  return { user, kind, admin: args.context.termAdmin.of(kind.taxonomy) }
}
