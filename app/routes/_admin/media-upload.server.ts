import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { IMAGE_TOO_LARGE } from '#lib/image-sizes.ts'
import { CHECK_FIELDS } from '../back-office-form.server.ts'
import type { StaffMember } from './require-staff.server.ts'

type UploadForm = { file?: File | undefined; title: string; altText: string }

/** An image into the media library (its type, size and alt text checked by the library), as both upload forms send it. */
export async function uploadToLibrary(context: AppLoadContext, user: StaffMember, form: UploadForm) {
  return context.mediaLibrary.upload(user, {
    fileName: form.file?.name ?? '',
    bytes: form.file ? Buffer.from(await form.file.arrayBuffer()) : Buffer.alloc(0),
    title: form.title,
    altText: form.altText,
  })
}

export const uploadedSentence = (row: { title: string; sizes: object }) => `“${row.title}” is in the library, in ${Object.keys(row.sizes).length + 1} sizes.`

/**
 * A body over the upload limit is refused before it is read, and the server answers it as a read of
 * the address it was sent to (server/app.ts): here that answer is the dialog's, as JSON, with the
 * library's own words. Any other read of the address is not allowed.
 */
export function refusedUpload({ context }: LoaderFunctionArgs<AppLoadContext>): Response {
  if (context.refusedStatus !== 413) return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  return Response.json({ reply: { status: 'error', error: { '': [CHECK_FIELDS], file: [IMAGE_TOO_LARGE] } }, done: null, image: null }, { status: 413, headers: { 'Cache-Control': 'no-store' } })
}
