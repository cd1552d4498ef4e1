import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { libraryImageOf } from '#server/services/newsroom/posts/choices.ts'
import { listSearchOf } from './list-search.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'content:draft', readsQuery: ['q'] })

/** /admin/media/choices?q=: the editor's "Choose from library" search, the library's images (first page) matching the words, as JSON. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const found = await args.context.mediaLibrary.list(listSearchOf(new URL(args.request.url)) || undefined, 1, { picturesOnly: true })
  return Response.json({ images: found.rows.map(libraryImageOf), total: found.total }, { headers: { 'Cache-Control': 'private, no-store' } })
}
