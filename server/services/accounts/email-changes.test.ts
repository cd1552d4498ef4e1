import { afterAll, beforeAll, expect, it } from 'vitest'
import { createRecordingAccounts, type RecordingAccounts } from '#tests/utils/recording-accounts.ts'
import type { MailMessage } from '../mail/mail.ts'
import type { PublicUser } from './accounts.ts'

/**
 * An email change to a taken address and to a free one takes the same steps: the same
 * statements in the same order and two messages; only the messages' recipients and kinds differ.
 * (Structural, not timed, like password-reset.test.ts.)
 */
let recording: RecordingAccounts
const PASSWORD = 'a long enough secret phrase'

async function signedIn(email: string): Promise<PublicUser> {
  const accounts = recording.accounts!
  await accounts.register({ firstname: 'Ada', lastname: '', company: '', jobTitle: '', phone: '', email, password: PASSWORD }, { ip: '10.2.0.1' })
  return (await accounts.signIn(email, PASSWORD, { ip: '10.2.0.2' })).user
}

beforeAll(async () => {
  recording = await createRecordingAccounts()
})
afterAll(() => recording.database.close())

it('a taken and a free address run the same statements; only a free one is sent the link', async ({ skip }) => {
  if (!recording.accounts) skip()
  const { sent } = recording
  const accounts = recording.accounts!
  await signedIn('taken@example.com')
  const first = await signedIn('first@example.com')
  const second = await signedIn('second@example.com')
  await expect.poll(() => sent.length).toBe(3)

  recording.statements = []
  sent.length = 0
  const toTaken = await accounts.updateProfile(first, { email: 'taken@example.com', company: 'Acme' })
  const taken = recording.statements
  await expect.poll(() => sent.length).toBe(2)
  const takenMail = [...sent]

  recording.statements = []
  sent.length = 0
  const toFree = await accounts.updateProfile(second, { email: 'Free@Example.com', company: 'Acme' })
  await expect.poll(() => sent.length).toBe(2)

  expect(recording.statements).toEqual(taken)
  expect(taken.some((statement) => /^\s*insert into "email_changes"/.test(statement))).toBe(true)
  expect({ ...toTaken, user: { ...toTaken.user, id: 0, email: '' }, pendingEmail: '' }).toEqual({ ...toFree, user: { ...toFree.user, id: 0, email: '' }, pendingEmail: '' })
  expect(toFree.pendingEmail).toBe('free@example.com')

  const summary = (mail: MailMessage[]) => mail.map((m) => `${m.to}: ${m.subject}`).sort()
  expect(summary(takenMail)).toEqual(['first@example.com: A new email address was requested for your Quota account', 'taken@example.com: Someone tried to use your address on Quota'])
  expect(summary(sent)).toEqual(['free@example.com: Confirm your new Quota email address', 'second@example.com: A new email address was requested for your Quota account'])
  expect(takenMail.some((m) => m.text.includes('confirm-email'))).toBe(false)
})
