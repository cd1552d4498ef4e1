import { readFileSync } from 'node:fs'

/**
 * The end-to-end server's administrators: playwright.config.ts runs `admin:create` for each address
 * before it starts the server, as an operator does on a fresh install, and keeps its output.
 */
export const FIRST_ADMIN = 'first.admin@example.com'
/** The newsletter journey's own administrator: an invitation works once, and the suites share one server. */
export const NEWSLETTER_ADMIN = 'newsletter.admin@example.com'
/** The editor-conflict journey's administrator, for the same reason. */
export const EDITOR_CONFLICT_ADMIN = 'conflict.admin@example.com'
/** The editor-pickers journey's administrator, for the same reason. */
export const EDITOR_PICKERS_ADMIN = 'pickers.admin@example.com'
/** The back office's accessibility sweep's administrator (back-office-axe.spec.ts). */
export const AXE_ADMIN = 'axe.admin@example.com'
/** The screenshots' staff member, for the back-office screens (screenshots.spec.ts). */
export const SCREENSHOTS_ADMIN = 'screenshots.admin@example.com'
/** The back-office form check's administrator (back-office-form-check.spec.ts). */
export const FORM_CHECK_ADMIN = 'form.check.admin@example.com'
/** The back-office sidebar's administrator (back-office-sidebar.spec.ts). */
export const SIDEBAR_ADMIN = 'sidebar.admin@example.com'
/** The registration-form builder's administrator (form-builder.spec.ts). */
export const FORM_BUILDER_ADMIN = 'form.builder.admin@example.com'
export const ADMINS = [FIRST_ADMIN, NEWSLETTER_ADMIN, EDITOR_CONFLICT_ADMIN, AXE_ADMIN, SCREENSHOTS_ADMIN, FORM_CHECK_ADMIN, EDITOR_PICKERS_ADMIN, SIDEBAR_ADMIN, FORM_BUILDER_ADMIN]
export const adminOutput = (port: number | string, email: string) => `.data/e2e-${port}/admin-${email}.txt`

/** The path of the invitation link admin:create printed for an address. */
export function adminInvitation(email: string): string {
  const output = readFileSync(adminOutput(process.env.E2E_PORT ?? 3210, email), 'utf8')
  const link = /https?:\/\/\S+/.exec(output)?.[0]
  if (!link) throw new Error(`admin:create printed no link: ${output}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

export const firstAdminInvitation = () => adminInvitation(FIRST_ADMIN)
