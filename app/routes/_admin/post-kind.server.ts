import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { kindOfSegment, type PostKind } from './post-kinds.ts'
import { requireStaff, type StaffMember } from './require-staff.server.ts'

/** The post admin of one kind of item. */
type PostsOfType = ReturnType<AppLoadContext['postAdmin']['of']>

/**
 * The signed-in staff member, the kind of item the address names (/admin/articles… or
 * /admin/content/{segment}…) and its service: 404 for an unknown kind, 403 for a role that may not
 * work on it (articles are everyone's who writes; pages and sections are the editors').
 */
export async function staffForKind(args: LoaderFunctionArgs<AppLoadContext>): Promise<{ user: StaffMember; kind: PostKind; admin: PostsOfType }> {
  const kind = kindOfSegment(args.params.section)
  const { user } = await requireStaff(args)
  if (!kind) throw data({ message: 'No such part of the back office' }, { status: 404 })
  return { user, kind, admin: args.context.postAdmin.of(kind.type) }
}
