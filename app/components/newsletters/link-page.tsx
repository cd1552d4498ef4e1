import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { AccountPage } from '../account/account-page.tsx'
import { FormErrors } from '../forms/form-status.tsx'
import { SubmitButton } from '../forms/submit-button.tsx'

interface LinkPageProps {
  title: string
  token: string
  /** The action's reply to the button, if it was pressed. */
  lastResult: SubmissionResult<string[]> | undefined
  /** Whether the link can still be used, as the loader found it. */
  usable: boolean
  /** What the page says once the button did its work; null until then. */
  done: ReactNode
  question: ReactNode
  button: string
  busyLabel: string
  /** Said when the link cannot be used and the reply gave no reason. */
  invalid: string
  /** Where a reader goes from a link that cannot be used. */
  fallback: ReactNode
}

/**
 * The page a mailed newsletter link opens. It only asks (mail scanners open links, and must not
 * change anything); its one button posts the link's token.
 */
export function NewsletterLinkPage({ title, token, lastResult, usable, done, question, button, busyLabel, invalid, fallback }: LinkPageProps) {
  const [form, fields] = useForm({ lastResult, defaultValue: { token } })
  if (done) return <AccountPage title={title}>{done}</AccountPage>
  const errors = [...(form.errors ?? []), ...(fields.token.errors ?? [])]
  return (
    <AccountPage title={title}>
      {usable && !errors.length ? (
        <>
          {question}
          <Form method="post" {...getFormProps(form)} className="form">
            <input {...getInputProps(fields.token, { type: 'hidden' })} key={fields.token.key} />
            <SubmitButton busyLabel={busyLabel}>{button}</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <FormErrors errors={errors.length ? errors : [invalid]} id={form.errorId} />
          <p>{fallback}</p>
        </>
      )}
    </AccountPage>
  )
}
