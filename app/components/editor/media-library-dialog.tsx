import { useEffect, useId, useRef, useState } from 'react'
import type { LibraryImage } from './library-image.ts'
import { MediaUploadPanel } from './media-upload-panel.tsx'

/** How long typing pauses before the library is searched. */
const SEARCH_PAUSE_MS = 250

/**
 * "Choose from library": a modal dialog (the browser's own: focus stays in it, Escape closes it,
 * the focus goes back to the button that opened it) with the library's newest images and a search
 * of all of them by title or alt text (/admin/media/choices). Each image is a button; choosing one
 * answers it and closes the dialog. An image uploaded here (MediaUploadPanel) comes first in the
 * grid, selected and focused, so Enter uses it.
 */
export function MediaLibraryDialog({ title, newest, onChoose, onClose }: { title: string; newest: LibraryImage[]; onChoose: (image: LibraryImage) => void; onClose: () => void }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<{ query: string; images: LibraryImage[]; failed: boolean } | null>(null)
  const [uploaded, setUploaded] = useState<LibraryImage | null>(null)
  const grid = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const shown = dialog.current
    shown?.showModal()
    // The search first (showModal alone would focus the Close button, the first control).
    search.current?.focus()
    return () => shown?.close()
  }, [])
  useEffect(() => {
    const text = query.trim()
    if (!text) return
    const asked = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/admin/media/choices?q=${encodeURIComponent(text)}`, { signal: asked.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ images: LibraryImage[] }>) : Promise.reject(new Error(String(response.status)))))
        .then(
          (answer) => setFound({ query: text, images: answer.images, failed: false }),
          (error: unknown) => {
            if (!asked.signal.aborted) setFound({ query: text, images: [], failed: error instanceof Error })
          },
        )
    }, SEARCH_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      asked.abort()
    }
  }, [query])
  // Closed first, so the browser gives the focus back to the button that opened it before the choice is used.
  const choose = (image: LibraryImage) => {
    dialog.current?.close()
    onChoose(image)
  }
  const searching = query.trim() !== ''
  const shown = searching ? (found?.query === query.trim() ? found.images : null) : uploaded ? [uploaded, ...newest.filter((image) => image.id !== uploaded.id)] : newest
  useEffect(() => {
    // The new image's button takes the focus from the Upload button, which it replaces as the next step.
    if (uploaded) grid.current?.querySelector<HTMLButtonElement>(`[data-image="${uploaded.id}"]`)?.focus()
  }, [uploaded])
  return (
    <dialog ref={dialog} className="media-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="media-dialog__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button button--secondary button--small" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <label htmlFor={`${id}-search`}>Find images</label>
      <input
        ref={search}
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter in the search must not submit the article's form around the dialog.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        placeholder="title or description"
        maxLength={200}
      />
      <p className="media-dialog__status" role="status">
        {shown === null
          ? 'Searching…'
          : found?.failed && searching
            ? 'The library could not be searched: try again.'
            : searching
              ? `${shown.length} ${shown.length === 1 ? 'image matches' : 'images match'}.`
              : uploaded
                ? `“${uploaded.title}” is uploaded and selected: press it to use it.`
                : 'The newest images:'}
      </p>
      {shown?.length ? (
        <ul ref={grid} className="media-dialog__grid">
          {shown.map((image) => (
            <li key={image.id}>
              <button type="button" className="media-dialog__choice" data-image={image.id} aria-current={image.id === uploaded?.id || undefined} onClick={() => choose(image)}>
                <img src={image.thumbnail} alt="" width="96" height="96" loading="lazy" />
                <span>{image.alt || image.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <MediaUploadPanel
        onUploaded={(image) => {
          setQuery('')
          setUploaded(image)
        }}
      />
    </dialog>
  )
}
