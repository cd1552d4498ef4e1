import { parse, useForm, type Submission } from '@conform-to/react'
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import type { z } from '#lib/zod.ts'
import { loadFormCheck, type AnySchema, type FormCheck, type FormInput, type FormSubmission, type SchemaLoader } from './form-check.ts'

/**
 * A form's check in the browser, loaded when a visitor starts using the form (decision 035).
 *
 * Zod, Conform's zod adapter and the form's schema are about 14 KB of gzipped JavaScript (more
 * with the card checks), which a visitor who only reads the page never needs. So the page loads
 * none of it: the first focus or pointer press inside the form imports the schema and
 * `parseForm`. Until they arrive the form behaves as with JavaScript off: a submit goes to the
 * server, whose action checks it and answers with the errors (`lastResult`). Fields changed
 * after a submit before the check arrived are checked as soon as it does, so no check is lost to a
 * slow network. Every form is checked on submit, then live (decision 072). If the import fails
 * (offline), the form stays checked by the server alone, and the next use tries again.
 *
 * The schema module must be imported here only, as `() => import('#lib/…').then((m) => m.Schema)`:
 * a static import of it (or of anything that builds schemas) in client code brings zod back into
 * the page.
 */

type UseFormOptions<Schema extends AnySchema> = Parameters<typeof useForm<FormInput<Schema>, z.output<Schema>, string[]>>[0]
/** When a form is checked is the same for every form (`useCheckedForm`), so no form sets it. */
export type CheckedFormOptions<Schema extends AnySchema> = Omit<UseFormOptions<Schema>, 'onValidate' | 'shouldValidate' | 'shouldRevalidate'> & {
  /**
   * What the schema depends on, when the form stays on the page while its definition changes
   * (a lead form's fields): a new key loads the check again at the next use.
   */
  checkKey?: unknown
}

/** Spread on the <Form>: the first focus or pointer press inside it loads the check. */
export interface StartCheckProps {
  onFocus(event: FocusEvent<HTMLFormElement>): void
  onPointerDown(event: PointerEvent<HTMLFormElement>): void
}

/** Conform's reserved names (its intent and state inputs), never fields. */
const CONFORM_NAMES = new Set(['__intent__', '__state__'])

/**
 * Conform's submission before the check has arrived; `left` collects the fields Conform wanted
 * checked (blur, input after a first check), '' for the whole form.
 *
 * - A submit reports no error of its own (error `null`, as an async check still running does),
 *   so Conform lets it through and the server checks it, as with JavaScript off.
 * - Anything else (a field's check, a list or value change) changes no error: each error shown,
 *   the server's included, is kept (`null` keeps a field's error in Conform) until the check
 *   arrives. Conform still applies the change and prevents the intent's own submit.
 */
export function uncheckedSubmission<Value>(formData: FormData, form: HTMLFormElement | null, left: Set<string>): Submission<Value, string[]> {
  return parse<Value, string[]>(formData, {
    resolve(_payload, intent) {
      if (!intent) return { error: null }
      if (intent.type === 'validate') left.add(intent.payload.name ?? '')
      const names = new Set([''])
      for (const name of formData.keys()) names.add(name)
      for (const element of form ? Array.from(form.elements) : []) {
        const name = (element as { name?: unknown }).name
        if (typeof name === 'string' && name) names.add(name)
      }
      return { error: Object.fromEntries([...names].filter((name) => !CONFORM_NAMES.has(name)).map((name) => [name, null])) }
    },
  })
}

/**
 * Conform's `useForm` with its check loaded on first use: returns the form, its fields and the
 * props that start the check, to spread on the <Form> after `getFormProps(form)`.
 */
export function useCheckedForm<Schema extends AnySchema>(load: SchemaLoader<Schema> | undefined, { checkKey, ...options }: CheckedFormOptions<Schema>) {
  const [check, setCheck] = useState<{ run: FormCheck<Schema>; key: unknown } | null>(null)
  const current = check && check.key === checkKey ? check : null
  /** The key whose check is on its way, if any. */
  const loading = useRef<{ key: unknown } | null>(null)
  /** Fields Conform wanted checked before the check arrived. */
  const left = useRef(new Set<string>())

  const onValidate: UseFormOptions<Schema>['onValidate'] = ({ form, formData }) => (current ? current.run(formData) : (uncheckedSubmission(formData, form, left.current) as FormSubmission<Schema>))
  // Conform reads the latest options at each render (its onUpdate), so the check is used from the
  // render that follows its arrival.
  // Checked on submit, then live (issue 30): nothing is said of a field before the first submit (no
  // "Required" for a field tabbed past); once a submit has shown errors, each field's error follows
  // what is typed in it. Conform counts a field the server's answer named as submitted too.
  const [form, fields] = useForm<FormInput<Schema>, z.output<Schema>, string[]>({ ...options, shouldValidate: 'onSubmit', shouldRevalidate: 'onInput', onValidate: load ? onValidate : undefined })

  // Once the check is in, the fields left while it was on its way are checked, as they would have been.
  useEffect(() => {
    if (!current || left.current.size === 0) return
    const names = [...left.current]
    left.current.clear()
    if (!document.getElementById(form.id)) return
    for (const name of names) form.validate(name ? { name } : undefined)
  }, [current, form])

  const start = () => {
    if (!load || current || (loading.current && loading.current.key === checkKey)) return
    const key = checkKey
    loading.current = { key }
    loadFormCheck(load).then(
      (run) => {
        if (loading.current && loading.current.key === key) setCheck({ run, key })
      },
      // Offline, or the chunk is gone after a deploy: the server checks the form; the next use tries again.
      () => {
        if (loading.current && loading.current.key === key) loading.current = null
      },
    )
  }
  const startProps: StartCheckProps = { onFocus: start, onPointerDown: start }
  return [form, fields, startProps] as const
}
