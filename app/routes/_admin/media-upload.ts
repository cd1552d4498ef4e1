import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { libraryImageOf } from '#lib/library-image.ts'
import { MediaUploadForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { refusedUpload, uploadedSentence, uploadToLibrary } from './media-upload.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'media:upload', body: 'upload' })

/**
 * POST /admin/media/upload: the "Choose from library" dialog's upload, the media library's own
 * form and checks (the same body limit, type, size and alt text), answered as JSON: the form's
 * answer (decision 047) and, once stored, the image as the dialog offers it.
 */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: MediaUploadForm })
  let image: ReturnType<typeof libraryImageOf> | null = null
  const answered = await answerForm(submission, async (form) => {
    const row = await uploadToLibrary(args.context, user, form)
    image = libraryImageOf(row)
    return uploadedSentence(row)
  })
  return Response.json({ ...answered.data, image }, { status: answered.init?.status ?? 200, headers: { 'Cache-Control': 'private, no-store' } })
}

export const loader = (args: LoaderFunctionArgs<AppLoadContext>) => refusedUpload(args)
