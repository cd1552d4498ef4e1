import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { libraryImageOf } from '#lib/library-image.ts'
import { listSearchOf } from './list-search.server.ts'
import { requireStaff } from './require-staff.server.ts'

/** The library's images (first page) matching the words of `?q=`, as the editor's dialog reads them. */
export async function mediaChoices(args: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  await requireStaff(args)
  const found = await args.context.mediaLibrary.list(listSearchOf(new URL(args.request.url)) || undefined, 1, { picturesOnly: true })
  return Response.json({ images: found.rows.map(libraryImageOf), total: found.total }, { headers: { 'Cache-Control': 'private, no-store' } })
}
