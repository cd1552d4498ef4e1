import { expect } from '@playwright/test'

const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3211}`

export interface CaughtMessage {
  to: string
  subject: string
  text: string
  /** By lower-case name, as sent (folding undone). */
  headers: Record<string, string>
  attachments: { filename: string; contentType: string; content: string }[]
}

/** Every message the catcher holds, or those to one address, oldest first. */
export async function caughtMail(to?: string): Promise<CaughtMessage[]> {
  return (await (await fetch(`${MAIL_URL}/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`)).json()) as CaughtMessage[]
}

/** The newest message to an address whose subject matches, as the SMTP catcher received it (waiting as long as a person would for that mail). */
export async function readMail(to: string, subject: RegExp, timeout = 30_000): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await caughtMail(to)).reverse().find((message) => subject.test(message.subject))
        return Boolean(found)
      },
      { message: `mail to ${to} matching ${subject}`, timeout, intervals: [500, 1000, 2000] },
    )
    .toBe(true)
  return found!
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text)
  if (!match) throw new Error(`no link in: ${text}`)
  return match[0]
}
