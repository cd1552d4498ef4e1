import type { replyMessages } from '../../components/forms/field-messages.tsx'

type Messages = Pick<ReturnType<typeof replyMessages>, 'error' | 'invalid'>

/** A record's name and address (authors, topics, tags), with their messages; `noun` names its page in the hint. */
export function NameSlugFields({ messages: { error, invalid }, name, slug, noun }: { messages: Messages; name?: string; slug?: string; noun: string }) {
  return (
    <>
      <div className="field">
        <label htmlFor="name">Name *</label>
        <input id="name" name="name" defaultValue={name} required maxLength={100} {...invalid('name')} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="slug">Address (slug)</label>
        <p className="field__hint" id="slug-hint">
          Empty: made from the name. Changing it moves the {noun}’s page.
        </p>
        <input id="slug" name="slug" defaultValue={slug} maxLength={100} {...invalid('slug', 'slug-hint')} />
        {error('slug')}
      </div>
    </>
  )
}
