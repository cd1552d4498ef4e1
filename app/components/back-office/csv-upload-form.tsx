import type { ReactNode } from 'react'
import { Form } from 'react-router'

/** A back-office form that imports one CSV file: its field, what the file must hold (`hint`, paragraphs), and the submit button. */
export function CsvUploadForm({ id, name, label, hint, busy, busyLabel }: { id: string; name: string; label: string; hint: ReactNode; busy: boolean; busyLabel: string }) {
  const hintId = `${name}-hint`
  return (
    <Form method="post" encType="multipart/form-data" className="form">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
        <input id={id} name={name} type="file" accept=".csv,text/csv" aria-describedby={hintId} required />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? busyLabel : 'Import'}
      </button>
    </Form>
  )
}
