import { readFileSync } from 'node:fs'

/**
 * The end-to-end server's first administrator: playwright.config.ts runs `admin:create` for this
 * address before it starts the server, as an operator does on a fresh install, and keeps its output.
 */
export const FIRST_ADMIN = 'first.admin@example.com'
export const firstAdminOutput = (port: number | string) => `.data/e2e-${port}/first-admin.txt`

/** The path of the invitation link admin:create printed. */
export function firstAdminInvitation(): string {
  const output = readFileSync(firstAdminOutput(process.env.E2E_PORT ?? 3210), 'utf8')
  const link = /https?:\/\/\S+/.exec(output)?.[0]
  if (!link) throw new Error(`admin:create printed no link: ${output}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
