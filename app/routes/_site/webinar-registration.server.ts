import { parseForm } from '#lib/validation/parse-form.ts'
import { data, redirect, type AppLoadContext } from 'react-router'
import { isHoneypotFilled } from '#lib/lead-fields.ts'
import { registrationStage } from '#lib/webinar-registration.ts'
import { registrationSchema } from '#lib/webinar-registration-schema.ts'
import { replyOnServiceError } from '../form-replies.server.ts'
import { loadWebinar } from './webinar.server.ts'
import { networkPass } from '../network-pass.server.ts'

/**
 * The action of /webinars/{id}/{slug}: checks the form against the webinar's own field
 * definitions, stores the registration, remembers it in the access cookie and comes back to
 * the page (which then shows the confirmation, or the recording). Errors answer 400 with the
 * form, so they show with JavaScript off too.
 */
export async function registerForWebinar(context: AppLoadContext, request: Request, params: { id?: string; slug?: string }) {
  const webinar = await loadWebinar(context, request, params)
  const formData = await request.formData()
  const submission = parseForm(formData, { schema: registrationSchema(webinar) })
  if (registrationStage(webinar) === 'closed') return data(submission.reply({ formErrors: ['Registration for this webinar is closed.'] }), { status: 409 })
  if (isHoneypotFilled(formData)) throw redirect(webinar.path)
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const result = await replyOnServiceError(submission, () =>
    context.webinarRegistrations.register({ webinar, values: submission.value, user: context.user, network: networkPass(context, submission) }),
  )
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect(`${webinar.path}#registration`, { headers: { 'Set-Cookie': context.accessCookie(result.value.accessToken) } })
}
