import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { RECIPIENT_PLACEHOLDERS } from '#lib/newsletter-issue.ts'
import { refusedPage } from '../back-office-form.server.ts'
import { issueIdOf } from './newsletters.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'newsletters:compose' })

/**
 * The issue's mail as HTML, for the editor's sandboxed frame: no scripts run in it, it may be
 * framed by the back office only, and the per-recipient parts are left empty.
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const html = await args.context.newsletterIssues.preview(args.params.slug ?? '', issueIdOf(args.params.id)).catch(refusedPage)
  const filled = Object.values(RECIPIENT_PLACEHOLDERS).reduce((text, placeholder) => text.replaceAll(placeholder, placeholder === RECIPIENT_PLACEHOLDERS.openPixelUrl ? '' : '#'), html)
  return new Response(filled, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
    },
  })
}
