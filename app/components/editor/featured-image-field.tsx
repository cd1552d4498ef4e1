import { useState } from 'react'
import { MediaLibraryDialog } from './media-library-dialog.tsx'
import type { LibraryImage } from './library-image.ts'
import { useScripted } from './use-scripted.ts'

/**
 * The featured image: its thumbnail, "Choose from library" (a dialog with search) and Remove,
 * posting `featuredMediaId` as a hidden field. Without a script, a list of the library's newest
 * images to choose from, the same field.
 */
export function FeaturedImageField({ images, chosenId }: { images: LibraryImage[]; chosenId: string }) {
  const scripted = useScripted()
  const [chosen, setChosen] = useState(() => images.find((image) => String(image.id) === chosenId) ?? null)
  const [choosing, setChoosing] = useState(false)
  if (!scripted)
    return (
      <div className="field">
        <label htmlFor="featuredMediaId">Featured image</label>
        {chosen ? <img className="editor__thumbnail" src={chosen.thumbnail} alt="" width="96" height="96" /> : null}
        <select id="featuredMediaId" name="featuredMediaId" defaultValue={chosenId}>
          <option value="">None</option>
          {images.map((one) => (
            <option key={one.id} value={one.id}>
              {one.title}
            </option>
          ))}
        </select>
        <p className="field__hint">
          <a href="/admin/media" target="_blank" rel="noopener">
            Upload to the media library<span className="visually-hidden"> (opens a new tab)</span>
          </a>
        </p>
      </div>
    )
  return (
    <div className="field featured-image">
      <p className="field__label" id="featured-image-label">
        Featured image
      </p>
      <input type="hidden" name="featuredMediaId" value={chosen?.id ?? ''} />
      {chosen ? (
        <figure className="featured-image__chosen">
          <img className="editor__thumbnail" src={chosen.thumbnail} alt="" width="96" height="96" />
          <figcaption>{chosen.alt || chosen.title}</figcaption>
        </figure>
      ) : (
        <p className="field__hint">None chosen.</p>
      )}
      <div className="featured-image__actions">
        <button type="button" className="button button--secondary button--small" aria-haspopup="dialog" aria-describedby="featured-image-label" onClick={() => setChoosing(true)}>
          Choose from library
        </button>
        {chosen ? (
          <button type="button" className="link-button" onClick={() => setChosen(null)}>
            Remove<span className="visually-hidden"> the featured image</span>
          </button>
        ) : null}
      </div>
      {choosing ? (
        <MediaLibraryDialog
          title="Choose the featured image"
          newest={images}
          onChoose={(image) => {
            setChosen(image)
            setChoosing(false)
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </div>
  )
}
