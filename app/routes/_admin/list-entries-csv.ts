import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { entriesCsv } from './list-entries.server.ts'
import { idOf } from './posts.server.ts'
import { requireStaff } from './require-staff.server.ts'

/** A list edition's entries as CSV, in the columns the import takes. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args, 'content:structure')
  const id = idOf(args.params.id)
  const found = id === null ? null : await args.context.postAdmin.of('lists').get(user, id).catch(() => null)
  if (!found) throw data({ message: 'No such list edition' }, { status: 404 })
  return new Response(entriesCsv(found.item.acf), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${found.item.slug}-entries.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
