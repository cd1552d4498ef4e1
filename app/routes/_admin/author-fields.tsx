import { FormErrors } from '../../components/forms/form-status.tsx'
import { fieldMessages } from '../../components/forms/field-messages.tsx'

interface AuthorValues {
  name: string
  slug: string
  jobTitle: string
  bio: string
  avatarMediaId: number | null
}

/** An author's fields, with the messages of a refused save beside them; `author` fills them in to change one. */
export function AuthorFields({ result, author, photos }: { result: { error: string | null; fields: Record<string, string> } | undefined; author?: AuthorValues; photos: { id: number; title: string }[] }) {
  const { error, invalid } = fieldMessages(result?.fields)
  return (
    <>
      <FormErrors id="author-errors" errors={result?.error ? [result.error] : undefined} />
      <div className="field">
        <label htmlFor="name">Name *</label>
        <input id="name" name="name" defaultValue={author?.name} required maxLength={100} {...invalid('name')} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="slug">Address (slug)</label>
        <p className="field__hint" id="slug-hint">
          Empty: made from the name. Changing it moves the author’s page.
        </p>
        <input id="slug" name="slug" defaultValue={author?.slug} maxLength={100} {...invalid('slug', 'slug-hint')} />
        {error('slug')}
      </div>
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
          {photos.map((photo) => (
            <option key={photo.id} value={photo.id}>
              {photo.title}
            </option>
          ))}
        </select>
        {error('avatarMediaId')}
      </div>
    </>
  )
}
