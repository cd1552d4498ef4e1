import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { RECIPIENT_PLACEHOLDERS as P } from '#lib/newsletter-issue.ts'
import { createMimeTemplate } from './mime-template.ts'
import { composeRecipientMail, fillPlaceholders, type IssueMailing, type RecipientParts } from './recipient-mail.ts'

/** Each reader's copy joined from the issue's encoded pieces reads exactly as one composed whole by MailComposer. */
const html = `${P.manageUrl}<html><body><p style="color:#333">Café = crème, “quotes” ${'long line of words '.repeat(40)}</p><a href="${P.unsubscribeUrl}">Unsubscribe</a> <img src="${P.openPixelUrl}" width="1" height="1" alt=""><p>End ${P.manageUrl}</p></body></html>`
const text = `Hello — Café\n\nManage: ${P.manageUrl}\n${'word '.repeat(50)}\nUnsubscribe: ${P.unsubscribeUrl}`
const mailing = (trackOpens: boolean): IssueMailing => ({
  issueId: 7,
  subject: 'Ça va: the Boost',
  from: { name: 'Daily Boost', address: 'boost@quota.example' },
  fromAddress: 'boost@quota.example',
  replyTo: 'editor@quota.example',
  html,
  text,
  trackOpens,
})
const parts = (openPixelUrl: string | null, email = 'reader@example.com'): RecipientParts => ({
  email,
  unsubscribeUrl: 'https://quota.example/newsletters/unsubscribe?token=12.abc-DEF_ghi&x=1',
  manageUrl: 'https://quota.example/newsletters',
  openPixelUrl,
  headers: { 'List-Unsubscribe': '<https://quota.example/newsletters/unsubscribe?token=12.abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  messageId: '<newsletter-7-12@quota.example>',
})

describe('the issue template', () => {
  for (const trackOpens of [false, true]) {
    it(`gives each reader the same mail as MailComposer would (opens ${trackOpens ? 'counted' : 'not counted'})`, async () => {
      const recipient = parts(trackOpens ? 'https://quota.example/n/o/7/12' : null)
      const fast = await simpleParser(await (await createMimeTemplate(mailing(trackOpens)))(recipient))
      const whole = await simpleParser(await composeRecipientMail(mailing(trackOpens), recipient))
      const expected = fillPlaceholders(mailing(trackOpens), recipient)
      expect(fast.html).toBe(expected.html)
      expect(fast.text?.replace(/\r\n/g, '\n')).toBe(expected.text)
      expect(fast.html).toBe(whole.html)
      expect(fast.html).toContain('href="https://quota.example/newsletters/unsubscribe?token=12.abc-DEF_ghi&amp;x=1"')
      expect(String(fast.html).includes('<img')).toBe(trackOpens)
      for (const key of ['subject', 'messageId'] as const) expect(fast[key]).toBe(whole[key])
      for (const key of ['from', 'to', 'replyTo'] as const) expect(fast[key]).toEqual(whole[key])
      expect(fast.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    })
  }

  it('keeps every line of the message within the 998 characters SMTP allows', async () => {
    const message = (await createMimeTemplate(mailing(false)))(parts(null)).then((body) => body.toString('latin1'))
    expect(Math.max(...(await message).split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(998)
  })

  it('composes a non-ASCII address whole', async () => {
    const fast = await simpleParser(await (await createMimeTemplate(mailing(false)))(parts(null, 'rené@exämple.com')))
    expect(fast.to).toBeDefined()
    expect(fast.html).toBe(fillPlaceholders(mailing(false), parts(null)).html)
  })
})
