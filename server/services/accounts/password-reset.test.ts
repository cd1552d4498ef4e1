import { afterAll, beforeAll, expect, it } from 'vitest'
import { createRecordingAccounts, type RecordingAccounts } from '#tests/utils/recording-accounts.ts'

/**
 * A reset asked for a known address and for an unknown one takes the same steps: the same
 * statements, in the same order, and a message built either way; only the known one is mailed.
 */
let recording: RecordingAccounts

beforeAll(async () => {
  recording = await createRecordingAccounts()
  await recording.accounts?.register({ firstname: 'Ada', lastname: '', company: '', jobTitle: '', phone: '', email: 'known@example.com', password: 'a long enough secret phrase' }, { ip: '10.1.0.1' })
})
afterAll(() => recording.database.close())

it('known and unknown addresses run the same statements; only the known one gets a mail', async ({ skip }) => {
  if (!recording.accounts) skip()
  const { sent } = recording
  const accounts = recording.accounts!
  recording.statements = []
  sent.length = 0
  await accounts.requestPasswordReset('known@example.com', { ip: '10.1.0.2' })
  const known = recording.statements
  await expect.poll(() => sent.length).toBe(1)
  recording.statements = []
  await accounts.requestPasswordReset('nobody@example.com', { ip: '10.1.0.3' })
  expect(recording.statements).toEqual(known)
  expect(known.some((statement) => /^\s*insert into "password_resets"/.test(statement))).toBe(true)
  expect(sent.map((message) => message.to)).toEqual(['known@example.com'])
})
