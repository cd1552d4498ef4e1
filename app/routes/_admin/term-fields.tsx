import { ReplySummary, replyMessages, type FormAnswer } from '../../components/forms/field-messages.tsx'
import { NameSlugFields } from './name-slug-fields.tsx'

/** A term's fields, with the messages of a refused save beside them; `term` fills them in to change one. */
export function TermFields({ result, term, noun }: { result: FormAnswer | undefined; term?: { name: string; slug: string; description: string }; noun: string }) {
  const messages = replyMessages(result?.reply)
  return (
    <>
      <ReplySummary id="term-errors" reply={result?.reply} />
      <NameSlugFields messages={messages} name={term?.name} slug={term?.slug} noun={noun} />
      <div className="field">
        <label htmlFor="description">Description</label>
        <textarea id="description" name="description" defaultValue={term?.description} rows={3} maxLength={1000} {...messages.invalid('description')} />
        {messages.error('description')}
      </div>
    </>
  )
}
