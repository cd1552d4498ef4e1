import { acceptanceError } from '../components/forms/acceptance-error.ts'
import { createWidget, loadWidget } from '../components/forms/network-check-widget.ts'
import { loadFormCheck, type AnySchema, type FormCheck } from '../components/forms/form-check.ts'
import { loadLeadSchema, type LeadCheck } from '../components/forms/lead-check.ts'

/**
 * A lead form on a page that is not hydrated (decision 079): the form is the server's (LeadForm,
 * a real POST), and this adds what the hydrated form adds, on the same markup and with the same
 * check. The check loads on first use (decision 035); the form is checked on submit, then live
 * (decision 072); a sent form's button shows its busy label; a form refused for its network's
 * volume gets the proof-of-work widget. Until the check arrives a submit goes to the server, which
 * answers with the same messages.
 */
export function enhanceLeadForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-lead-check]')) enhance(form)
}

type Errors = Record<string, string[] | null | undefined> | null | undefined

function enhance(form: HTMLFormElement) {
  const spec = JSON.parse(form.dataset.leadCheck!) as LeadCheck
  const labels = new Map(spec.fields.map((field) => [field.name, field.label]))
  let check: FormCheck<AnySchema> | null = null
  let loading = false
  // The server's answer on the page counts as a submit: its fields are checked live from now on.
  let submitted = form.querySelector('[aria-invalid="true"], .form-errors, .network-check') !== null
  /** Fields typed in after a submit while the check was on its way: checked when it arrives. */
  const changed = new Set<string>()

  const errorsOf = (): Errors => {
    const submission = check!(new FormData(form))
    return submission.status === 'error' ? submission.error : undefined
  }
  const show = (name: string, errors: Errors) => showFieldError(form, name, labels.get(name), errors?.[name]?.[0])

  const start = () => {
    if (check || loading) return
    loading = true
    loadFormCheck(() => loadLeadSchema(spec)).then(
      (run) => {
        check = run
        // What end-to-end tests wait for before a submit the browser should check.
        form.dataset.check = 'ready'
        if (changed.size === 0) return
        const errors = errorsOf()
        for (const name of changed) show(name, errors)
        changed.clear()
      },
      // Offline, or the chunk is gone after a deploy: the server checks the form; the next use tries again.
      () => {
        loading = false
      },
    )
  }
  form.addEventListener('focusin', start)
  form.addEventListener('pointerdown', start)

  form.addEventListener('input', (event) => {
    const name = (event.target as { name?: unknown }).name
    if (!submitted || typeof name !== 'string' || !name) return
    if (check) show(name, errorsOf())
    else changed.add(name)
  })

  form.addEventListener('submit', (event) => {
    submitted = true
    if (check) {
      const errors = errorsOf()
      const fields = namedFields(form)
      if (fields.some((name) => errors?.[name]?.length) || errors?.['']?.length) {
        event.preventDefault()
        for (const name of fields) show(name, errors)
        showFormErrors(form, errors?.[''] ?? [])
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        return
      }
    }
    showBusy(form)
  })

  // The server's answer: its first field in error takes the focus, as the hydrated form's answer did.
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()

  const refusal = form.querySelector('.network-check')
  if (refusal)
    loadWidget().then(
      () => refusal.append(createWidget()),
      () => {},
    )
}

/** The names of the form's fields that show an error (its hidden inputs and honeypot show none). */
function namedFields(form: HTMLFormElement): string[] {
  const names = Array.from(form.elements, (element) => (element as { name?: unknown }).name).filter((name): name is string => typeof name === 'string' && name !== '')
  return [...new Set(names)].filter((name) => document.getElementById(errorIdOf(form, name)))
}

/** Conform's ids, as LeadForm rendered them: a field's is the form's and its name, its error's and hint's follow. */
const fieldIdOf = (form: HTMLFormElement, name: string) => `${form.id}-${name}`
const errorIdOf = (form: HTMLFormElement, name: string) => `${fieldIdOf(form, name)}-error`

/** As FieldError and the control's aria attributes show it (field.tsx). */
function showFieldError(form: HTMLFormElement, name: string, label: string | undefined, message: string | undefined) {
  const line = document.getElementById(errorIdOf(form, name))
  const control = document.getElementById(fieldIdOf(form, name))
  if (!line || !control) return
  const error = label === undefined ? message : acceptanceError(label, message)
  line.textContent = error ?? ''
  if (error) line.setAttribute('role', 'alert')
  else line.removeAttribute('role')
  if (error) control.setAttribute('aria-invalid', 'true')
  else control.removeAttribute('aria-invalid')
  const hint = `${fieldIdOf(form, name)}-hint`
  const described = [document.getElementById(hint) ? hint : '', error ? line.id : ''].filter(Boolean).join(' ')
  if (described) control.setAttribute('aria-describedby', described)
  else control.removeAttribute('aria-describedby')
}

/** As FormErrors shows them: above the fields, read out, gone when there are none. */
function showFormErrors(form: HTMLFormElement, messages: string[]) {
  const id = `${form.id}-error`
  let box = document.getElementById(id)
  if (messages.length === 0) return box?.remove()
  if (!box) {
    box = Object.assign(document.createElement('div'), { className: 'form-errors', id })
    box.setAttribute('role', 'alert')
    form.prepend(box)
  }
  box.replaceChildren(...messages.map((message) => Object.assign(document.createElement('p'), { textContent: message })))
}

/** The sent form's button says it is busy and cannot send twice; back from the next page (the page kept in memory), it is the form's again. */
function showBusy(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!button) return
  const label = button.textContent
  button.disabled = true
  button.textContent = form.dataset.busyLabel ?? label
  addEventListener(
    'pageshow',
    () => {
      button.disabled = false
      button.textContent = label
    },
    { once: true },
  )
}
