/**
 * The form behaviour of spec §4 "Form submit" as a pure reducer (isomorphic, no React): the
 * state never changes in place, every action returns a new state.
 */

/** Errors by field name (a dotted path); '_error' holds an error for the whole form. */
export type FieldErrors = Readonly<Record<string, string>>

export type FormState = {
  readonly submitting: boolean
  readonly submitFailed: boolean
  readonly submitSucceeded: boolean
  /** false, true for the whole form, or the name of the field being checked. */
  readonly asyncValidating: boolean | string
  readonly submitErrors: FieldErrors
  readonly asyncErrors: FieldErrors
  readonly touched: Readonly<Record<string, true>>
  /** How many inputs use each field name. */
  readonly registered: Readonly<Record<string, number>>
}

export type FormAction =
  | { type: 'startSubmit' }
  | { type: 'stopSubmit'; errors?: FieldErrors }
  | { type: 'setSubmitFailed'; fields: readonly string[] }
  /** A field the reader has left (blur): touched from now on. */
  | { type: 'touch'; name: string }
  | { type: 'startAsyncValidation'; field?: string }
  | { type: 'stopAsyncValidation'; errors?: FieldErrors }
  | { type: 'registerField'; name: string }
  | { type: 'unregisterField'; name: string }

export const initialFormState: FormState = {
  submitting: false,
  submitFailed: false,
  submitSucceeded: false,
  asyncValidating: false,
  submitErrors: {},
  asyncErrors: {},
  touched: {},
  registered: {},
}

const hasErrors = (errors: FieldErrors | undefined): errors is FieldErrors => errors !== undefined && Object.values(errors).some((message) => message !== undefined && message !== '')

function without(record: FieldErrors, name: string): FieldErrors {
  if (!(name in record)) return record
  const { [name]: _removed, ...rest } = record
  return rest
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'startSubmit':
      return { ...state, submitting: true }
    case 'stopSubmit':
      return hasErrors(action.errors)
        ? { ...state, submitting: false, submitFailed: true, submitSucceeded: false, submitErrors: { ...action.errors } }
        : { ...state, submitting: false, submitFailed: false, submitSucceeded: true, submitErrors: {} }
    case 'setSubmitFailed': {
      const touched = { ...state.touched }
      for (const field of action.fields) touched[field] = true
      return { ...state, submitting: false, submitFailed: true, submitSucceeded: false, touched }
    }
    case 'touch':
      return state.touched[action.name] ? state : { ...state, touched: { ...state.touched, [action.name]: true } }
    case 'startAsyncValidation':
      return { ...state, asyncValidating: action.field ?? true }
    case 'stopAsyncValidation':
      return { ...state, asyncValidating: false, asyncErrors: hasErrors(action.errors) ? { ...action.errors } : {} }
    case 'registerField':
      return { ...state, registered: { ...state.registered, [action.name]: (state.registered[action.name] ?? 0) + 1 } }
    case 'unregisterField': {
      const count = (state.registered[action.name] ?? 0) - 1
      if (count > 0) return { ...state, registered: { ...state.registered, [action.name]: count } }
      const { [action.name]: _gone, ...registered } = state.registered
      return {
        ...state,
        registered,
        submitErrors: without(state.submitErrors, action.name),
        asyncErrors: without(state.asyncErrors, action.name),
      }
    }
  }
}

/** The error shown for a field: the submit error, else the async one. */
export const fieldError = (state: FormState, name: string): string | undefined => state.submitErrors[name] ?? state.asyncErrors[name]
