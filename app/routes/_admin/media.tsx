import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import { MediaForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ReplySummary, replyMessages } from '../../components/forms/field-messages.tsx'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { pageNumberOf } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { requireStaff } from './require-staff.server.ts'
import { listSearchOf } from './list-search.server.ts'
import { uploadedSentence, uploadToLibrary } from './media-upload.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'media:upload', nav: { label: 'Media library' }, body: 'upload', readsQuery: ['q', 'page'] })

/** The media library: upload an image (alt text required), find one by its title or description. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const url = new URL(args.request.url)
  const q = listSearchOf(url)
  const found = await args.context.mediaLibrary.list(q || undefined, pageNumberOf(url))
  const rows = found.rows.map((row) => ({
    id: row.id,
    title: row.title,
    alt: row.altText,
    src: uploadsPath(row.sizes.thumbnail?.file ?? row.file),
    full: uploadsPath(row.file),
    size: row.width && row.height ? `${row.width} × ${row.height}` : row.mimeType,
  }))
  return data({ values: { q }, list: { ...found, rows } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: MediaForm })
  return answerForm(submission, async (form) => {
    if (form.intent === 'describe') {
      if (form.id === null) throw data({ message: 'No such image' }, { status: 404 })
      await args.context.mediaLibrary.describe(user, form.id, form.altText)
      return 'The alt text is saved.'
    }
    return uploadedSentence(await uploadToLibrary(args.context, user, form))
  })
}

export const headers = retryAfterHeaders

export default function MediaScreen() {
  const { values, list } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const { error, invalid } = replyMessages(result?.reply)
  return (
    <>
      <h1>Media library</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ReplySummary id="media-errors" reply={result?.reply} />
      <h2>Upload an image</h2>
      <Form method="post" encType="multipart/form-data" className="form">
        <div className="field">
          <label htmlFor="file">Image (JPEG, PNG, WebP or GIF, 10 MB at most) *</label>
          <input id="file" name="file" type="file" accept="image/jpeg,image/png,image/webp,image/gif" required {...invalid('file')} />
          {error('file')}
        </div>
        <div className="field">
          <label htmlFor="title">Title</label>
          <input id="title" name="title" maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="altText">Alt text *</label>
          <p className="field__hint" id="altText-hint">
            What the image shows, for people who cannot see it.
          </p>
          <input id="altText" name="altText" maxLength={300} required {...invalid('altText', 'altText-hint')} />
          {error('altText')}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </Form>
      <h2>Images</h2>
      <ListScreen
        list={list}
        values={values}
        filters={{ label: 'Find images', submit: 'Find', fields: [{ name: 'q', label: 'Find', type: 'search', placeholder: 'title or description' }] }}
        noun={['image', 'images']}
        layout={(images) => (
          <ul className="media-grid">
            {images.map((image) => (
              <li key={image.id}>
                <a href={image.full}>
                  <img src={image.src} alt={image.alt} loading="lazy" width="150" height="150" />
                </a>
                <p>
                  <strong>{image.title}</strong>
                  <br />
                  {image.size}
                </p>
                <Form method="post" className="media-grid__alt">
                  <input type="hidden" name="intent" value="describe" />
                  <input type="hidden" name="id" value={image.id} />
                  <label htmlFor={`alt-${image.id}`}>Alt text</label>
                  <input id={`alt-${image.id}`} name="altText" defaultValue={image.alt} required maxLength={300} />
                  <button type="submit" className="button button--small" disabled={busy}>
                    Save<span className="visually-hidden"> the alt text of {image.title}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        empty={{ none: 'No images yet.', filtered: 'No image matches.' }}
      />
    </>
  )
}
