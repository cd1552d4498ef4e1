import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { FORM_DEVELOPER_ERRORS } from '../../../lib/validation/form-errors.ts'
import { FormStateProvider, useFormField, useQuotaForm, type QuotaFormState } from './form-state.tsx'

/** The form state hook rendered as the server renders a page (no DOM needed). */
function render(Page: () => React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: Page, action: () => null }])
  return renderToString(<Stub initialEntries={['/']} />)
}

const stateOf = (html: string): QuotaFormState => JSON.parse(/<pre>(.*?)<\/pre>/s.exec(html)![1]!.replaceAll('&quot;', '"'))

function Field({ name }: { name: string }) {
  useFormField(name)
  return <input name={name} />
}

describe('useQuotaForm: the whole form state through one hook', () => {
  it('reads values, initial values, submit errors and the flags of a failed submit', () => {
    const html = render(() => {
      const { state, provider } = useQuotaForm({
        action: '/',
        defaultValue: { email: 'ada@example.com', company: '' },
        lastResult: { status: 'error', initialValue: { email: 'ada@example.com', company: '' }, error: { company: ['Required'], '': ['Please check the form'] } },
      })
      return (
        <FormStateProvider value={provider}>
          <Field name="email" />
          <Field name="company" />
          <pre>{JSON.stringify(state)}</pre>
        </FormStateProvider>
      )
    })
    const state = stateOf(html)
    expect(state.values).toMatchObject({ email: 'ada@example.com' })
    expect(state.initialValues).toMatchObject({ email: 'ada@example.com' })
    expect(state.submitErrors).toEqual({ company: ['Required'], '': ['Please check the form'] })
    expect(state).toMatchObject({ submitting: false, submitFailed: true, submitSucceeded: false, asyncValidating: false, asyncErrors: {} })
    expect(state.syncErrors).toMatchObject({ company: ['Required'] })
  })

  it('says a submit succeeded, with no errors', () => {
    const html = render(() => {
      const { state } = useQuotaForm({ action: '/', lastResult: { status: 'success', initialValue: {} } })
      return <pre>{JSON.stringify(state)}</pre>
    })
    expect(stateOf(html)).toMatchObject({ submitFailed: false, submitSucceeded: true, submitErrors: {} })
  })
})

describe('the developer errors of spec §8', () => {
  it('a form without a submit handler', () => {
    expect(() =>
      render(() => {
        useQuotaForm({})
        return null
      }),
    ).toThrow(FORM_DEVELOPER_ERRORS.noSubmitHandler)
  })

  it('a field outside its form', () => {
    expect(() => render(() => <Field name="email" />)).toThrow(FORM_DEVELOPER_ERRORS.outsideForm)
  })
})
