import { describe, expect, it } from 'vitest'
import { FORM_DEVELOPER_ERRORS, FormDeveloperError, requireSubmitHandler, runAsyncValidation } from './form-errors.ts'
import { formReducer, initialFormState, type FormAction } from './form-state.ts'

describe('a submit handler is required (spec §5, §8)', () => {
  it('throws without onSubmit or an action, and not with either', () => {
    expect(() => requireSubmitHandler({})).toThrow(new FormDeveloperError(FORM_DEVELOPER_ERRORS.noSubmitHandler))
    expect(() => requireSubmitHandler({ onSubmit: 'not a function' })).toThrow(FormDeveloperError)
    expect(() => requireSubmitHandler({ onSubmit: () => {} })).not.toThrow()
    expect(() => requireSubmitHandler({ action: '/webinars/1/x' })).not.toThrow()
  })
})

describe('async validation (spec §4: it sets and clears asyncValidating; §8: a rejection without errors is raised)', () => {
  const recorder = () => {
    const actions: FormAction[] = []
    let state = initialFormState
    return {
      actions,
      state: () => state,
      dispatch: (action: FormAction) => {
        actions.push(action)
        state = formReducer(state, action)
      },
    }
  }

  it('flags the field while it runs, then stores what it found', async () => {
    const form = recorder()
    let during: unknown
    const errors = await runAsyncValidation(
      'promoCode',
      async () => {
        during = form.state().asyncValidating
        return { promoCode: 'This code has expired' }
      },
      form.dispatch,
    )
    expect(during).toBe('promoCode')
    expect(errors).toEqual({ promoCode: 'This code has expired' })
    expect(form.state()).toMatchObject({ asyncValidating: false, asyncErrors: { promoCode: 'This code has expired' } })
  })

  it('clears the errors when the value passes, and takes errors given as the rejection', async () => {
    const form = recorder()
    await runAsyncValidation('promoCode', async () => undefined, form.dispatch)
    expect(form.state().asyncErrors).toEqual({})
    await runAsyncValidation('promoCode', () => Promise.reject({ promoCode: 'Unknown code' }), form.dispatch)
    expect(form.state().asyncErrors).toEqual({ promoCode: 'Unknown code' })
  })

  it('raises a rejection that carries no errors, and stops validating', async () => {
    for (const rejection of [new Error('network down'), undefined, {}, { promoCode: '' }]) {
      const form = recorder()
      await expect(runAsyncValidation('promoCode', () => Promise.reject(rejection), form.dispatch)).rejects.toThrow(FORM_DEVELOPER_ERRORS.asyncRejectedWithoutErrors)
      expect(form.state().asyncValidating).toBe(false)
    }
  })
})

describe('touch', () => {
  it('marks a field touched once', () => {
    const once = formReducer(initialFormState, { type: 'touch', name: 'email' })
    expect(once.touched).toEqual({ email: true })
    expect(formReducer(once, { type: 'touch', name: 'email' })).toBe(once)
  })
})
