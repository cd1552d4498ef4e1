import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { Field, FieldFrame } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import type { IssueScreen } from './newsletter-issue.server.ts'

type Answer = { reply?: SubmissionResult<string[]> | null } | null | undefined

/** A test to chosen addresses: the issue as it stands, with direct links. */
export function TestSendForm({ answer, busy }: { answer: Answer; busy: boolean }) {
  const { form, fields, startCheck } = useAnsweredForm(() => import('#lib/newsletter-schemas.ts').then((module) => module.IssueTest), answer, { id: 'issue-test' })
  return (
    <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value="test" />
      <FieldFrame field={fields.addresses} label="Send a test to" hint="Up to 10 addresses, separated by commas">
        <textarea {...getTextareaProps(fields.addresses, { ariaAttributes: true })} key={fields.addresses.key} rows={2} />
      </FieldFrame>
      <button type="submit" className="button" disabled={busy}>
        Send a test
      </button>
    </Form>
  )
}

/** Schedule (the newsletter's next slot by default), send now with a confirmation step, cancel. */
export function ScheduleForms({ issue, schedule, confirmSend, answer, busy }: { issue: IssueScreen['issue']; schedule: IssueScreen['schedule']; confirmSend: boolean; answer: Answer; busy: boolean }) {
  const { form, fields, startCheck } = useAnsweredForm(() => import('#lib/newsletter-schemas.ts').then((module) => module.IssueSchedule), answer, { id: 'issue-schedule', defaultValue: schedule })
  return (
    <>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="schedule" />
        <Field field={fields.date} label="Date (YYYY-MM-DD)" required />
        <Field field={fields.time} label="Time (HH:MM, Eastern Time)" required />
        <button type="submit" className="button" disabled={busy}>
          {issue.status === 'scheduled' ? 'Move the send' : 'Schedule'}
        </button>
      </Form>
      {confirmSend ? (
        <Form method="post" className="form confirm-step">
          <p>Send this issue to every confirmed subscriber now? It cannot be taken back once it goes.</p>
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" name="intent" value="send-now" className="button" disabled={busy}>
            Yes, send it now
          </button>{' '}
          <Link to="?">Not now</Link>
        </Form>
      ) : (
        <p>
          <Link to="?confirm=send" className="button">
            Send now…
          </Link>
        </p>
      )}
      {issue.status === 'scheduled' ? (
        <Form method="post">
          <button type="submit" name="intent" value="cancel" className="button" disabled={busy}>
            Cancel the send
          </button>
        </Form>
      ) : null}
    </>
  )
}

/** While it goes out: stop, or resume what was stopped. */
export function StopResume({ status, busy }: { status: string; busy: boolean }) {
  if (status !== 'sending' && status !== 'stopped') return null
  return (
    <Form method="post">
      <button type="submit" name="intent" value={status === 'sending' ? 'stop' : 'resume'} className="button" disabled={busy}>
        {status === 'sending' ? 'Stop sending' : 'Resume sending'}
      </button>
    </Form>
  )
}

/** The mail as it will look, in a sandboxed frame, at a desktop or a phone's width (plain links: no JavaScript needed). */
export function IssuePreview({ src, width, query }: { src: string; width: 'desktop' | 'mobile'; query: string }) {
  const keep = query ? `&q=${encodeURIComponent(query)}` : ''
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p>
        Width: {width === 'desktop' ? <strong aria-current="true">Desktop (640 px)</strong> : <Link to={`?width=desktop${keep}`}>Desktop (640 px)</Link>}
        {' · '}
        {width === 'mobile' ? <strong aria-current="true">Mobile (375 px)</strong> : <Link to={`?width=mobile${keep}`}>Mobile (375 px)</Link>}
      </p>
      {/* The mail keeps the width chosen: on a narrower screen the frame scrolls in its box, not the page sideways. */}
      <div className="issue-preview__scroll" tabIndex={0} role="region" aria-label="The issue’s preview">
        <iframe title="The issue as subscribers receive it" src={src} sandbox="" width={width === 'mobile' ? 375 : 640} height={900} className="issue-preview" />
      </div>
    </section>
  )
}
