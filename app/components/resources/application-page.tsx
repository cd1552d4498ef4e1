import { useActionData } from 'react-router'
import type { LeadFormField } from '../../../lib/lead-fields.ts'
import type { SubmissionResult } from '@conform-to/react'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { LeadForm } from '../forms/lead-form.tsx'

interface ApplicationPageProps {
  form: { title: string; heading: string; intro: string; fields: LeadFormField[] }
  program: { slug: string; name: string }
  prefill: Record<string, string>
}

/** An application form on the gated page (award nomination, list application); a thank-you panel after it, no download. */
export function ApplicationPage({ form, program, prefill }: ApplicationPageProps) {
  const actionData = useActionData<{ result: SubmissionResult<string[]>; done: boolean }>()
  const done = actionData?.done === true
  const path = `/resources/content/${form.title}/${program.slug}`
  return (
    <article className="page page--narrow application">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Resources', path: '/resources' },
          { name: form.heading, path },
        ]}
      />
      <p className="eyebrow">{program.name}</p>
      <h1>{form.heading}</h1>
      {done ? (
        <div className="lead-done" role="status">
          <h2>Thank you</h2>
          <p>Your submission for {program.name} has reached our research team. We have sent a confirmation to your email address and will write if we need more.</p>
        </div>
      ) : (
        <>
          <p className="lede">{form.intro}</p>
          <LeadForm definitions={form.fields} lastResult={actionData?.result} defaultValue={prefill} submitLabel="Send" busyLabel="Sending…" sponsorName={null} />
        </>
      )}
    </article>
  )
}
