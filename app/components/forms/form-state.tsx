import type { FormMetadata, SubmissionResult } from '@conform-to/react'
import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { FORM_DEVELOPER_ERRORS, FormDeveloperError, requireSubmitHandler, runAsyncValidation } from '../../../lib/validation/form-errors.ts'
import { formReducer, initialFormState, type FieldErrors, type FormAction, type FormState } from '../../../lib/validation/form-state.ts'
import type { SchemaLoader } from './form-check.ts'
import { useCheckedForm, type CheckedFormOptions } from './use-form-check.ts'
import type { z } from '#lib/zod.ts'

/**
 * The whole form state of spec §4, read through one hook over Conform's state: Conform keeps the
 * values, the sync validation and the server's answer; the reducer of lib/validation/form-state.ts
 * keeps what Conform has no word for (registered fields, async validation); the route's
 * navigation says whether it is submitting.
 */
export interface QuotaFormState {
  values: Record<string, unknown>
  initialValues: Record<string, unknown>
  /** How many inputs use each field name. */
  registeredFields: Readonly<Record<string, number>>
  /** Fields the reader has left, and every field once a submit failed (spec §4: set-submit-failed). */
  touched: Readonly<Record<string, true>>
  /** The browser-side (schema) errors by field. */
  syncErrors: Readonly<Record<string, string[]>>
  asyncErrors: FieldErrors
  /** The errors of the server's last answer, by field ('' for the whole form). */
  submitErrors: Readonly<Record<string, string[]>>
  submitting: boolean
  submitFailed: boolean
  submitSucceeded: boolean
  asyncValidating: boolean | string
}

/** A form schema, whatever its fields. */
type AnyFormSchema = z.core.$ZodType<Record<string, unknown>>
type ConformOptions = CheckedFormOptions<AnyFormSchema>

interface QuotaFormOptions extends ConformOptions {
  lastResult?: SubmissionResult<string[]> | null
  /** Where the form posts (a route form); without it, an onSubmit handler is required. */
  action?: string
  /** The form's schema, loaded when the visitor starts using the form (use-form-check.ts); none: no check in the browser. */
  check?: SchemaLoader<AnyFormSchema>
}

interface FormStateValue {
  state: FormState
  dispatch: Dispatch<FormAction>
}

const FormStateContext = createContext<FormStateValue | null>(null)

/** Conform's form plus the rest of the form state; throws (spec §8) when the form has no submit handler. */
export function useQuotaForm({ action, check, ...options }: QuotaFormOptions) {
  requireSubmitHandler({ onSubmit: options.onSubmit, action })
  const [form, fields, startCheck] = useCheckedForm(check, options)
  const [extra, dispatch] = useReducer(formReducer, initialFormState)
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const lastResult = options.lastResult ?? null
  // A failed submit marks the fields it names, and every registered one, touched.
  useEffect(() => {
    if (lastResult?.status !== 'error') return
    dispatch({ type: 'setSubmitFailed', fields: Object.keys(lastResult.error ?? {}).filter(Boolean) })
  }, [lastResult])
  const state = readFormState(form, extra, lastResult, submitting)
  const asyncValidate = (field: string, validate: () => Promise<FieldErrors | undefined | void>) => runAsyncValidation(field, validate, dispatch)
  /** Leaving a field marks it touched (the form state's record only: when errors show is the check's, as in every form). */
  const onBlur = (event: { target: EventTarget }) => {
    const name = (event.target as { name?: unknown }).name
    if (typeof name === 'string' && name) dispatch({ type: 'touch', name })
  }
  // Spread on the <Form> as every checked form spreads its props.
  return { form, fields, state, asyncValidate, startCheck: { ...startCheck, onBlur }, provider: { state: extra, dispatch } }
}

export function readFormState(form: FormMetadata<Record<string, unknown>, string[]>, extra: FormState, lastResult: SubmissionResult<string[]> | null, submitting: boolean): QuotaFormState {
  const submitErrors = Object.fromEntries(Object.entries(lastResult?.error ?? {}).flatMap(([name, messages]) => (messages?.length ? [[name, messages]] : [])))
  return {
    values: (form.value ?? {}) as Record<string, unknown>,
    initialValues: form.initialValue as Record<string, unknown>,
    registeredFields: extra.registered,
    touched: lastResult?.status === 'error' ? { ...Object.fromEntries(Object.keys(extra.registered).map((name) => [name, true as const])), ...extra.touched } : extra.touched,
    syncErrors: form.allErrors,
    asyncErrors: extra.asyncErrors,
    submitErrors,
    submitting,
    submitFailed: !submitting && lastResult?.status === 'error',
    submitSucceeded: !submitting && lastResult?.status === 'success',
    asyncValidating: extra.asyncValidating,
  }
}

/** Makes the form's state reachable by its fields (registration, async errors). */
export function FormStateProvider({ value, children }: { value: FormStateValue; children: ReactNode }) {
  return <FormStateContext.Provider value={value}>{children}</FormStateContext.Provider>
}

/**
 * A field's place in its form: registered while it is mounted (unregistering drops its errors),
 * with its async error. Outside a form it throws (spec §8: a field must be inside its form).
 */
export function useFormField(name: string): { asyncError: string | undefined } {
  const context = useContext(FormStateContext)
  if (!context) throw new FormDeveloperError(FORM_DEVELOPER_ERRORS.outsideForm)
  const { dispatch, state } = context
  useEffect(() => {
    dispatch({ type: 'registerField', name })
    return () => dispatch({ type: 'unregisterField', name })
  }, [dispatch, name])
  return { asyncError: state.asyncErrors[name] }
}
