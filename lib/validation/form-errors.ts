import type { FieldErrors, FormAction } from './form-state.ts'

/**
 * The developer errors of spec §8: mistakes in how a form is put together, raised where they
 * happen so they show in development and in tests, never swallowed.
 */
export class FormDeveloperError extends Error {
  override name = 'FormDeveloperError'
}

export const FORM_DEVELOPER_ERRORS = {
  outsideForm: 'A form field must be inside a form component (useQuotaForm with its FormStateProvider)',
  noSubmitHandler: 'A form needs a submit handler: give useQuotaForm an onSubmit function, or render it as a route form with an action',
  asyncRejectedWithoutErrors: 'An asynchronous validation promise was rejected without errors',
} as const

/** Spec §5: "a submit handler is required". A route form (posting to its action) has one: the action. */
export function requireSubmitHandler({ onSubmit, action }: { onSubmit?: unknown; action?: string | null }): void {
  if (typeof onSubmit !== 'function' && !action) throw new FormDeveloperError(FORM_DEVELOPER_ERRORS.noSubmitHandler)
}

/**
 * Runs one field's asynchronous validation through the form state: asyncValidating while it runs,
 * then the errors it found (resolved with errors, or rejected with them), or none. A rejection that
 * carries no field errors is a bug in the validator, not an invalid value: it is raised.
 */
export async function runAsyncValidation(field: string, validate: () => Promise<FieldErrors | undefined | void>, dispatch: (action: FormAction) => void): Promise<FieldErrors> {
  dispatch({ type: 'startAsyncValidation', field })
  let errors: FieldErrors | undefined | void
  try {
    errors = await validate()
  } catch (rejection) {
    if (!isFieldErrors(rejection)) {
      dispatch({ type: 'stopAsyncValidation' })
      throw new FormDeveloperError(FORM_DEVELOPER_ERRORS.asyncRejectedWithoutErrors, { cause: rejection })
    }
    errors = rejection
  }
  dispatch({ type: 'stopAsyncValidation', errors: errors ?? undefined })
  return errors ?? {}
}

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && Object.values(value).some((message) => typeof message === 'string' && message !== '')
