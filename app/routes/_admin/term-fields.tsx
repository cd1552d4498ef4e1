import { FormErrors } from '../../components/forms/form-status.tsx'
import { fieldMessages } from '../../components/forms/field-messages.tsx'

/** A term's fields, with the messages of a refused save beside them; `term` fills them in to change one. */
export function TermFields({ result, term, noun }: { result: { error: string | null; fields: Record<string, string> } | undefined; term?: { name: string; slug: string; description: string }; noun: string }) {
  const { error, invalid: described } = fieldMessages(result?.fields)
  return (
    <>
      <FormErrors id="term-errors" errors={result?.error ? [result.error] : undefined} />
      <div className="field">
        <label htmlFor="name">Name *</label>
        <input id="name" name="name" defaultValue={term?.name} required maxLength={100} {...described('name')} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="slug">Address (slug)</label>
        <p className="field__hint" id="slug-hint">
          Empty: made from the name. Changing it moves the {noun}’s page.
        </p>
        <input id="slug" name="slug" defaultValue={term?.slug} maxLength={100} {...described('slug', 'slug-hint')} />
        {error('slug')}
      </div>
      <div className="field">
        <label htmlFor="description">Description</label>
        <textarea id="description" name="description" defaultValue={term?.description} rows={3} maxLength={1000} {...described('description')} />
        {error('description')}
      </div>
    </>
  )
}
