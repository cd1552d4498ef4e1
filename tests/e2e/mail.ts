import { expect } from '@playwright/test'

const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3211}`

/** The newest message to an address whose subject matches, as the SMTP catcher received it. */
export async function readMail(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[]
        found = messages.reverse().find((message) => subject.test(message.subject))
        return Boolean(found)
      },
      { message: `mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text)
  if (!match) throw new Error(`no link in: ${text}`)
  return match[0]
}
