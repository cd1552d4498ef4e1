import { useRef, useState } from 'react'
import { fieldMessages } from '../forms/field-messages.tsx'
import { FormErrors } from '../forms/form-status.tsx'
import type { LibraryImage } from './library-image.ts'

/** What /admin/media/upload answers: the media form's answer (decision 047) and, once stored, the image. */
interface UploadAnswer {
  reply?: { error?: Record<string, string[] | null> | null }
  image?: LibraryImage | null
}

/** The messages of an answer that is not JSON: the body limit's page (413), or the server away. */
const failedWithout = (status: number) => (status === 413 ? 'The image is over 10 MB: make it smaller first.' : 'The image could not be uploaded: try again.')

/**
 * "Upload a new image", inside the library dialog: the media library's own upload (the same checks
 * and limits, /admin/media/upload) without leaving the article. Not a form of its own (it sits
 * inside the article's form): its button sends the fields with fetch. The messages show beside
 * the fields and above them, in the dialog.
 */
export function MediaUploadPanel({ onUploaded }: { onUploaded: (image: LibraryImage) => void }) {
  const file = useRef<HTMLInputElement>(null)
  const alt = useRef<HTMLInputElement>(null)
  const title = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[] | null>>({})
  async function upload() {
    const body = new FormData()
    const chosen = file.current?.files?.[0]
    if (chosen) body.set('file', chosen)
    body.set('title', title.current?.value ?? '')
    body.set('altText', alt.current?.value ?? '')
    setBusy(true)
    try {
      const response = await fetch('/admin/media/upload', { method: 'POST', body, headers: { Accept: 'application/json' } })
      const answer = response.headers.get('Content-Type')?.includes('json') ? ((await response.json()) as UploadAnswer) : null
      if (response.ok && answer?.image) {
        setErrors({})
        for (const input of [file, alt, title]) if (input.current) input.current.value = ''
        onUploaded(answer.image)
        return
      }
      setErrors(answer?.reply?.error ?? { '': [failedWithout(response.status)] })
    } catch {
      setErrors({ '': [failedWithout(0)] })
    } finally {
      setBusy(false)
    }
  }
  // One dialog at a time: fixed ids, named apart from the article's own fields.
  const { error, invalid } = fieldMessages(Object.fromEntries(Object.entries(errors).flatMap(([name, messages]) => (name && messages?.[0] ? [[`media-upload-${name}`, messages[0]]] : []))))
  return (
    <section className="media-upload" aria-labelledby="media-upload-heading">
      <h3 id="media-upload-heading">Upload a new image</h3>
      <FormErrors id="media-upload-errors" errors={errors[''] ?? undefined} />
      <div className="field">
        <label htmlFor="media-upload-file">Image (JPEG, PNG, WebP or GIF, 10 MB at most) *</label>
        <input ref={file} id="media-upload-file" type="file" accept="image/jpeg,image/png,image/webp,image/gif" {...invalid('media-upload-file')} />
        {error('media-upload-file')}
      </div>
      <div className="field">
        <label htmlFor="media-upload-altText">Alt text *</label>
        <input ref={alt} id="media-upload-altText" maxLength={1000} autoComplete="off" {...invalid('media-upload-altText')} />
        {error('media-upload-altText')}
      </div>
      <div className="field">
        <label htmlFor="media-upload-title">Title</label>
        <input ref={title} id="media-upload-title" maxLength={200} autoComplete="off" />
      </div>
      <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void upload()}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </section>
  )
}
