import { parseForm } from '#lib/validation/parse-form.ts'
import { data, redirect, type AppLoadContext } from 'react-router'
import { isHoneypotFilled } from '#lib/lead-fields.ts'
import { MEDIA_KIT_GRANT, MediaKitRequest } from '#lib/media-kit-form.ts'
import { replyOnServiceError } from '../form-replies.server.ts'
import { networkPass } from '../network-pass.server.ts'

/** Whether this visitor requested the kit (the browser's access cookie, or the signed-in reader's id or address). */
export async function hasMediaKit(context: AppLoadContext): Promise<boolean> {
  try {
    return await context.leads.hasAccess(MEDIA_KIT_GRANT, { tokens: context.accessTokens, userId: context.user?.id, email: context.user?.email })
  } catch (error) {
    // The page still renders when the database cannot answer, with the form instead of the kit.
    context.log.warn({ event: 'mediakit.access_check_failed', err: error }, 'media kit access not checked')
    return false
  }
}

/** The action of the media kit pages: stores the request, remembers it in the access cookie, and comes back to reveal the kit. */
export async function requestMediaKit(context: AppLoadContext, request: Request) {
  const path = new URL(request.url).pathname
  const formData = await request.formData()
  const submission = parseForm(formData, { schema: MediaKitRequest })
  if (isHoneypotFilled(formData)) throw redirect(path)
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const result = await replyOnServiceError(submission, () => context.mediaKit.request({ values: submission.value, user: context.user, network: networkPass(context, submission) }))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect(`${path}#media-kit`, { headers: { 'Set-Cookie': context.accessCookie(result.value.accessToken) } })
}
