import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import type { TermInput } from '#server/load-context.ts'
import { refuseUnstorable } from './posts.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { termKindOfPath } from './term-kinds.ts'

/** The signed-in editor or admin, the kind of term the address is about, and its service. */
export async function staffForTerms(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args, 'content:structure')
  const kind = termKindOfPath(new URL(args.request.url).pathname)
  if (!kind) throw data({ message: 'No such part of the back office' }, { status: 404 })
  return { user, kind, admin: args.context.termAdmin.of(kind.taxonomy) }
}

/** A term's form; a field the database cannot store is refused (a ServiceError for `refusal`). */
export function termInputOf(form: FormData): TermInput {
  refuseUnstorable(form)
  return {
    name: String(form.get('name') ?? '').slice(0, 500),
    slug: String(form.get('slug') ?? '').slice(0, 500),
    description: String(form.get('description') ?? '').slice(0, 5000),
  }
}
