import type { ActionFunctionArgs, AppLoadContext } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { PrivacyExport } from '#lib/staff-schemas.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage' })

/** The file of a privacy export (the privacy screen's first form posts here): one JSON document, recorded in the audit log. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const parsed = PrivacyExport.safeParse(Object.fromEntries(await args.request.formData()))
  if (!parsed.success)
    return new Response('Give a valid email address: go back and try again.\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  const file = await args.context.privacy.export(user, parsed.data.email)
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment; filename="personal-data.json"', 'Cache-Control': 'private, no-store' },
  })
}
