import { describe, expect, it } from 'vitest'
import { RegistrationRequest } from '../../../lib/account-schemas.ts'
import { loadFormCheck } from './form-check.ts'
import { uncheckedSubmission } from './use-form-check.ts'

/** Conform's intent input, as its buttons (a field's check on blur, form.validate) post it. */
const INTENT = '__intent__'
const validate = (name?: string) => JSON.stringify({ type: 'validate', payload: name === undefined ? {} : { name } })

function formData(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('uncheckedSubmission: Conform’s submission before the check has arrived', () => {
  it('lets a submit through to the server: no errors of its own, and error null so Conform neither reports nor prevents it', () => {
    const left = new Set<string>()
    const submission = uncheckedSubmission(
      formData([
        ['email', 'not an email'],
        ['password', ''],
      ]),
      null,
      left,
    )
    expect(submission).toMatchObject({ status: 'error', error: null })
    expect(submission.payload).toEqual({ email: 'not an email', password: '' })
    expect(left.size).toBe(0)
  })

  it('keeps every error shown when a field is left, and remembers the field for the check', () => {
    const left = new Set<string>()
    const submission = uncheckedSubmission(
      formData([
        ['email', 'ada'],
        ['firstname', 'Ada'],
        [INTENT, validate('email')],
      ]),
      null,
      left,
    )
    // Not a submit: status undefined, so Conform reports it (applying the intent) and prevents its submit.
    expect(submission.status).toBeUndefined()
    // null keeps a field's current error in Conform's report: the server's stay until the check says otherwise.
    expect(submission).toHaveProperty('error', { '': null, email: null, firstname: null })
    expect(submission.reply()).toMatchObject({ intent: { type: 'validate', payload: { name: 'email' } }, error: { '': null, email: null, firstname: null } })
    expect([...left]).toEqual(['email'])
  })

  it('remembers a check of the whole form as the empty name', () => {
    const left = new Set<string>()
    uncheckedSubmission(
      formData([
        ['email', ''],
        [INTENT, validate()],
      ]),
      null,
      left,
    )
    expect([...left]).toEqual([''])
  })

  it('does not count other intents (a value or list change) as fields left', () => {
    const left = new Set<string>()
    const submission = uncheckedSubmission(
      formData([
        ['email', 'a'],
        [INTENT, JSON.stringify({ type: 'update', payload: { name: 'email', value: 'b' } })],
      ]),
      null,
      left,
    )
    expect(submission.status).toBeUndefined()
    expect(submission.payload).toEqual({ email: 'b' })
    expect(left.size).toBe(0)
  })
})

describe('loadFormCheck: the schema and parseForm, loaded together', () => {
  it('checks as the action does', async () => {
    const check = await loadFormCheck(async () => RegistrationRequest)
    const submission = check(
      formData([
        ['firstname', 'Ada'],
        ['email', 'not an email'],
        ['password', 'correct horse battery staple'],
      ]),
    )
    expect(submission).toMatchObject({ status: 'error', error: { email: ['Invalid email'] } })
    const valid = check(
      formData([
        ['firstname', 'Ada'],
        ['email', 'ada@example.com'],
        ['password', 'correct horse battery staple'],
      ]),
    )
    expect(valid.status).toBe('success')
  })

  it('rejects when the schema cannot be loaded (offline), for the hook to fall back on the server', async () => {
    await expect(loadFormCheck(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(TypeError)
  })
})
