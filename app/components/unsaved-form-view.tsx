import type { UnsavedForm } from '#lib/unsaved-form.ts'

/** Fields that carry no typing of their own (and empty ones, such as a form's trap for robots): sent again, not shown. */
const HIDDEN = new Set(['intent', 'redirectTo'])
const LONG = 80

/**
 * What a visitor sent while the site could not save it, shown and ready to send again: a plain
 * form, so it works without JavaScript and survives the page the visitor came from.
 */
export default function UnsavedFormView({ form }: { form: UnsavedForm }) {
  return (
    <section className="unsaved-form" aria-labelledby="unsaved-form-title">
      <h2 id="unsaved-form-title">What you sent has not been saved yet</h2>
      <p>Nothing is lost: it is all below. Send it again in a minute, or copy your text somewhere safe first.</p>
      <form method="post" action={form.action} className="form">
        {form.fields.map(([name, value], i) => {
          const key = `${name}-${i}`
          if (HIDDEN.has(name) || value === '') return <input key={key} type="hidden" name={name} value={value} />
          const id = `unsaved-${i}`
          return (
            <div key={key} className="form-field">
              <label htmlFor={id}>{name}</label>
              {value.length > LONG || value.includes('\n') ? <textarea id={id} name={name} rows={8} defaultValue={value} /> : <input id={id} name={name} defaultValue={value} />}
            </div>
          )
        })}
        <button type="submit" className="button">
          Send again
        </button>
      </form>
    </section>
  )
}
