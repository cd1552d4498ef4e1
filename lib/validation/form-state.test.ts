import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FormAction, type FormState, fieldError, formReducer, initialFormState } from './form-state.ts'

const run = (actions: FormAction[], state: FormState = initialFormState) => actions.reduce(formReducer, state)

describe('form submit (spec §4)', () => {
  it('start sets submitting', () => {
    expect(run([{ type: 'startSubmit' }]).submitting).toBe(true)
  })

  it('stop with errors sets submitFailed and stores the submit errors', () => {
    const state = run([{ type: 'startSubmit' }, { type: 'stopSubmit', errors: { email: 'Invalid email' } }])
    expect(state).toMatchObject({ submitting: false, submitFailed: true, submitSucceeded: false, submitErrors: { email: 'Invalid email' } })
    expect(fieldError(state, 'email')).toBe('Invalid email')
  })

  it('stop without errors sets submitSucceeded and clears errors', () => {
    const state = run([{ type: 'startSubmit' }, { type: 'stopSubmit', errors: { email: 'Invalid email' } }, { type: 'startSubmit' }, { type: 'stopSubmit' }])
    expect(state).toMatchObject({ submitting: false, submitFailed: false, submitSucceeded: true, submitErrors: {} })
    expect(run([{ type: 'stopSubmit', errors: {} }]).submitSucceeded).toBe(true)
  })

  it('set-submit-failed marks the listed fields touched', () => {
    const state = run([{ type: 'setSubmitFailed', fields: ['email', 'zip'] }])
    expect(state.submitFailed).toBe(true)
    expect(state.touched).toEqual({ email: true, zip: true })
  })

  it('async validation sets and clears the asyncValidating flag', () => {
    const started = run([{ type: 'startAsyncValidation', field: 'promoCode' }])
    expect(started.asyncValidating).toBe('promoCode')
    expect(run([{ type: 'startAsyncValidation' }]).asyncValidating).toBe(true)
    const stopped = formReducer(started, { type: 'stopAsyncValidation', errors: { promoCode: 'Expired' } })
    expect(stopped.asyncValidating).toBe(false)
    expect(fieldError(stopped, 'promoCode')).toBe('Expired')
    expect(formReducer(stopped, { type: 'stopAsyncValidation' }).asyncErrors).toEqual({})
  })

  it("unregistering removes a field's errors only once its usage count reaches zero", () => {
    let state = run([
      { type: 'registerField', name: 'zip' },
      { type: 'registerField', name: 'zip' },
      { type: 'stopSubmit', errors: { zip: 'Invalid zipcode', email: 'Required' } },
      { type: 'stopAsyncValidation', errors: { zip: 'Unknown zipcode' } },
      { type: 'unregisterField', name: 'zip' },
    ])
    expect(state.registered).toEqual({ zip: 1 })
    expect(state.submitErrors).toEqual({ zip: 'Invalid zipcode', email: 'Required' })
    state = formReducer(state, { type: 'unregisterField', name: 'zip' })
    expect(state.registered).toEqual({})
    expect(state.submitErrors).toEqual({ email: 'Required' })
    expect(state.asyncErrors).toEqual({})
  })

  it('never changes the state it is given', () => {
    const before = structuredClone(initialFormState)
    run([{ type: 'startSubmit' }, { type: 'stopSubmit', errors: { a: 'x' } }, { type: 'setSubmitFailed', fields: ['a'] }])
    expect(initialFormState).toEqual(before)
  })
})

describe('form reducer invariants (property-based)', () => {
  const name = fc.constantFrom('email', 'zip', 'card', 'plan')
  const errors = fc.dictionary(name, fc.constantFrom('Required', 'Invalid email', 'Invalid zipcode'))
  const action: fc.Arbitrary<FormAction> = fc.oneof(
    fc.constant({ type: 'startSubmit' as const }),
    fc.record({ type: fc.constant('stopSubmit' as const), errors: fc.option(errors, { nil: undefined }) }, { requiredKeys: ['type'] }),
    fc.record({ type: fc.constant('setSubmitFailed' as const), fields: fc.array(name) }),
    fc.record({ type: fc.constant('startAsyncValidation' as const), field: fc.option(name, { nil: undefined }) }, { requiredKeys: ['type'] }),
    fc.record({ type: fc.constant('stopAsyncValidation' as const), errors: fc.option(errors, { nil: undefined }) }, { requiredKeys: ['type'] }),
    fc.record({ type: fc.constant('registerField' as const), name }),
    fc.record({ type: fc.constant('unregisterField' as const), name }),
  )

  it('submitFailed and submitSucceeded are never both set; success means no submit errors', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = initialFormState
        for (const a of actions) {
          state = formReducer(state, a)
          expect(state.submitFailed && state.submitSucceeded).toBe(false)
          if (state.submitSucceeded) expect(state.submitErrors).toEqual({})
        }
      }),
    )
  })

  it('usage counts stay positive and equal registrations minus unregistrations', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = run(actions)
        const counts: Record<string, number> = {}
        for (const a of actions) {
          if (a.type === 'registerField') counts[a.name] = (counts[a.name] ?? 0) + 1
          if (a.type === 'unregisterField') counts[a.name] = Math.max(0, (counts[a.name] ?? 0) - 1)
        }
        for (const n of Object.keys(counts)) if (counts[n] === 0) delete counts[n]
        expect(state.registered).toEqual(counts)
      }),
    )
  })

  it('after the last unregister of a field it has no errors', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), name, (actions, field) => {
        let state = run(actions)
        while ((state.registered[field] ?? 0) > 0) state = formReducer(state, { type: 'unregisterField', name: field })
        state = formReducer(state, { type: 'unregisterField', name: field })
        expect(fieldError(state, field)).toBeUndefined()
      }),
    )
  })

  it('listed fields are touched after set-submit-failed, and touched fields stay touched', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), fc.array(name), (actions, fields) => {
        const before = run(actions)
        const after = formReducer(before, { type: 'setSubmitFailed', fields })
        for (const f of [...fields, ...Object.keys(before.touched)]) expect(after.touched[f]).toBe(true)
      }),
    )
  })

  it('submitting is set by start and cleared by stop, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), fc.option(errors, { nil: undefined }), (actions, errs) => {
        const started = formReducer(run(actions), { type: 'startSubmit' })
        expect(started.submitting).toBe(true)
        expect(formReducer(started, { type: 'stopSubmit', errors: errs }).submitting).toBe(false)
      }),
    )
  })
})
