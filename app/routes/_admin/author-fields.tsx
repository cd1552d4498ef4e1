import type { AuthorInput } from '#lib/newsroom-schemas.ts'
import { ReplySummary, replyMessages, type FormAnswer } from '../../components/forms/field-messages.tsx'
import { Options } from '../../components/forms/options.tsx'
import { NameSlugFields } from './name-slug-fields.tsx'

type AuthorValues = AuthorInput

/** An author's fields, with the messages of a refused save beside them; `author` fills them in to change one. */
export function AuthorFields({ result, author, photos }: { result: FormAnswer | undefined; author?: AuthorValues; photos: { id: number; title: string }[] }) {
  const messages = replyMessages(result?.reply)
  const { error, invalid } = messages
  return (
    <>
      <ReplySummary id="author-errors" reply={result?.reply} />
      <NameSlugFields messages={messages} name={author?.name} slug={author?.slug} noun="author" />
      <div className="field">
        <label htmlFor="jobTitle">Job title</label>
        <input id="jobTitle" name="jobTitle" defaultValue={author?.jobTitle} maxLength={150} {...invalid('jobTitle')} />
        {error('jobTitle')}
      </div>
      <div className="field">
        <label htmlFor="bio">Bio</label>
        <textarea id="bio" name="bio" defaultValue={author?.bio} rows={4} maxLength={2000} {...invalid('bio')} />
        {error('bio')}
      </div>
      <div className="field">
        <label htmlFor="avatarMediaId">Photo</label>
        <p className="field__hint" id="photo-hint">
          From the media library: upload it there first.
        </p>
        <select id="avatarMediaId" name="avatarMediaId" defaultValue={author?.avatarMediaId ?? ''} {...invalid('avatarMediaId', 'photo-hint')}>
          <option value="">No photo</option>
          <Options items={photos} value={(photo) => photo.id} label={(photo) => photo.title} />
        </select>
        {error('avatarMediaId')}
      </div>
    </>
  )
}
