import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { IssueAction } from '#lib/newsletter-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { RichTextEditor } from '../../components/editor/rich-text-editor.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'
import { SelectField } from '../../components/forms/select-field.tsx'
import { Options } from '../../components/forms/options.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerFor, useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { runIssueAction } from './newsletter-issue-action.server.ts'
import { IssueFigures } from './newsletter-issue-figures.tsx'
import { IssueItems, IssueItemSearch } from './newsletter-issue-items.tsx'
import { IssuePreview, ScheduleForms, StopResume, TestSendForm } from './newsletter-issue-sending.tsx'
import { loadIssueScreen, type IssueScreen } from './newsletter-issue.server.ts'
import { issueIdOf } from './newsletters.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'newsletters:compose', body: 'editor', readsQuery: ['q', 'confirm', 'width'] })

/** One issue: its text, items, sponsor slot, preview, test, schedule and send; once it went out, its figures. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  return data(await loadIssueScreen(args.context, args.params, new URL(args.request.url)), { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const id = issueIdOf(args.params.id)
  const submission = parseForm(await args.request.formData(), { schema: IssueAction })
  return answerForm(submission, (value) => runIssueAction(args.context, user, args.params.slug ?? '', id, value))
}

export const headers = retryAfterHeaders

type Answer = { reply?: SubmissionResult<string[]> | null; done?: string | null } | undefined

export default function NewsletterIssueScreen() {
  const screen = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { newsletter, issue } = screen
  const busy = useNavigation().state === 'submitting'
  const base = `/admin/newsletters/${newsletter.slug}/issues/${issue.id}`
  const plain = answerFor(answer, ['up', 'down', 'remove', 'add', 'send-now', 'cancel', 'stop', 'resume', 'sponsor-clear'])
  return (
    <>
      <BackLink to={`/admin/newsletters?newsletter=${newsletter.slug}`} label={`All issues of ${newsletter.name}`} />
      <h1>
        {newsletter.name} of {issue.date}
      </h1>
      <p>
        Status: <strong>{issue.status}</strong>
        {issue.sendAt ? `, ${issue.status === 'draft' ? 'planned for' : 'goes out'} ${issue.sendAt}` : ''}
        {issue.startedAt ? `; started ${issue.startedAt}` : ''}.
      </p>
      {answer?.done ? <FormNotice>{answer.done}</FormNotice> : null}
      <FormErrors errors={plain?.reply?.error?.[''] ?? undefined} id="issue-errors" />
      {issue.editable ? <TextForm screen={screen} answer={answerFor(answer, ['text'])} /> : null}
      <h2>Items</h2>
      <IssueItems items={screen.items} editable={issue.editable} busy={busy} />
      {issue.editable ? <IssueItemSearch query={screen.query} found={screen.found} busy={busy} /> : null}
      {issue.editable ? <SponsorForm screen={screen} answer={answerFor(answer, ['sponsor'])} /> : null}
      <IssuePreview src={`${base}/preview`} width={screen.width} query={screen.query} />
      <h2>Send</h2>
      <TestSendForm answer={answerFor(answer, ['test'])} busy={busy} />
      {issue.editable ? <ScheduleForms issue={issue} schedule={screen.schedule} confirmSend={screen.confirmSend} answer={answerFor(answer, ['schedule'])} busy={busy} /> : null}
      <StopResume status={issue.status} busy={busy} />
      {screen.figures ? <IssueFigures figures={screen.figures} growth={screen.growth} name={newsletter.name} /> : null}
    </>
  )
}

function TextForm({ screen, answer }: { screen: IssueScreen; answer: Answer | null }) {
  const { issue } = screen
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/newsletter-schemas.ts').then((module) => module.IssueText), answer, {
    id: 'issue-text',
    defaultValue: { subject: issue.subject, previewText: issue.previewText },
  })
  return (
    <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value="text" />
      <Field field={fields.subject} label="Subject" required hint="Drafts take the lead story's title" />
      <Field field={fields.previewText} label="Preview text" hint="Shown after the subject in the inbox" />
      <FieldFrame field={fields.introHtml} label="Intro">
        <div id="intro-label" className="visually-hidden">
          Intro
        </div>
        <RichTextEditor name="introHtml" labelId="intro-label" defaultValue={issue.introHtml} images={screen.images} />
      </FieldFrame>
      <button type="submit" className="button" disabled={busy}>
        Save the text
      </button>
    </Form>
  )
}

function SponsorForm({ screen, answer }: { screen: IssueScreen; answer: Answer | null }) {
  const slot = screen.issue.sponsorSlot
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/newsletter-schemas.ts').then((module) => module.IssueSponsor), answer, {
    id: 'issue-sponsor',
    defaultValue: slot ?? {},
  })
  return (
    <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
      <fieldset>
        <legend>Sponsor slot</legend>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="sponsor" />
        <SelectField field={fields.sponsor} label="Sponsor" placeholder="Choose…" options={screen.sponsors.map(({ key, name }) => [key, name] as const)} required />
        <FieldFrame field={fields.message} label="Message" required>
          <textarea {...getTextareaProps(fields.message, { ariaAttributes: true })} key={fields.message.key} rows={3} />
        </FieldFrame>
        <Field field={fields.link} label="Link" type="url" hint="http:// or https://; its clicks are the sponsor's" required />
        <FieldFrame field={fields.logoUrl} label="Logo" hint="An image of the media library, or an https:// address; empty: the sponsor’s own logo">
          <input name={fields.logoUrl.name} id={fields.logoUrl.id} defaultValue={slot?.logoUrl ?? ''} list="library-logos" aria-invalid={fields.logoUrl.errors ? true : undefined} />
          <datalist id="library-logos">
            <Options items={screen.images} value={(image) => image.src} label={(image) => image.title} />
          </datalist>
        </FieldFrame>
        <Field field={fields.logoAlt} label="Logo text (alt)" hint="What the logo says, for readers who do not see it" />
        <button type="submit" className="button" disabled={busy}>
          {slot ? 'Change the sponsor slot' : 'Book the sponsor slot'}
        </button>{' '}
        {slot ? (
          <button type="submit" name="intent" value="sponsor-clear" formNoValidate className="button" disabled={busy}>
            Empty the slot
          </button>
        ) : null}
      </fieldset>
    </Form>
  )
}
