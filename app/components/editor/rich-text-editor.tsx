import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useState } from 'react'
import { LinkForm } from './link-form.tsx'
import { VideoEmbed, type LibraryVideo } from './video-embed.ts'

/** An image of the media library the editor can insert. */
export interface LibraryImage {
  id: number
  title: string
  alt: string
  thumbnail: string
  src: string
}

/**
 * The article body: TipTap (ProseMirror) with headings, lists, quotes, links, images from the
 * media library (with their alt text) and embeds of our videos, writing its HTML
 * into a hidden field the form posts. Without JavaScript (and until the editor loads) the same
 * field is a plain HTML text area, so the form always works. The server sanitises what it gets.
 * Links are made with the Link button (or Ctrl/⌘+K) only (no autolink), so typing on after a link
 * leaves it. `onHtml` hears each change (the page counts the words).
 */
export function RichTextEditor({
  name,
  labelId,
  defaultValue,
  images,
  videos = [],
  onHtml,
}: {
  name: string
  labelId: string
  defaultValue: string
  images: LibraryImage[]
  videos?: LibraryVideo[]
  onHtml?: (html: string) => void
}) {
  const [html, setHtml] = useState(defaultValue)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: false, protocols: ['http', 'https', 'mailto'] } }), Image, VideoEmbed],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'rich-text__area prose' } },
    onUpdate: ({ editor: changed }) => {
      const next = changed.getHTML()
      setHtml(next)
      onHtml?.(next)
    },
  })
  if (!editor) return <textarea name={name} aria-labelledby={labelId} defaultValue={defaultValue} rows={16} className="rich-text__fallback" />
  return (
    <div className="rich-text">
      <Toolbar editor={editor} images={images} videos={videos} />
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  )
}

function Toolbar({ editor, images, videos }: { editor: Editor; images: LibraryImage[]; videos: LibraryVideo[] }) {
  const [picking, setPicking] = useState<'image' | 'video' | 'link' | null>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  })
  const chain = () => editor.chain().focus()
  const button = (label: string, pressed: boolean | null, run: () => void) => (
    <button type="button" className="rich-text__button" aria-pressed={pressed ?? undefined} onClick={run}>
      {label}
    </button>
  )
  // Ctrl/⌘+K in the text opens the link form, as in other editors.
  useEffect(() => {
    const openLink = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return
      event.preventDefault()
      setPicking('link')
    }
    const area = editor.view.dom
    area.addEventListener('keydown', openLink)
    return () => area.removeEventListener('keydown', openLink)
  }, [editor])
  return (
    <>
      <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting">
        {button('Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button('Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button('Bold', state.bold, () => chain().toggleBold().run())}
        {button('Italic', state.italic, () => chain().toggleItalic().run())}
        {button('Bulleted list', state.bullets, () => chain().toggleBulletList().run())}
        {button('Numbered list', state.numbers, () => chain().toggleOrderedList().run())}
        {button('Quote', state.quote, () => chain().toggleBlockquote().run())}
        <button
          type="button"
          className="rich-text__button"
          aria-pressed={state.link}
          aria-expanded={picking === 'link'}
          aria-controls="link-form"
          aria-keyshortcuts="Control+K"
          title="Link (Ctrl+K)"
          onClick={() => setPicking(picking === 'link' ? null : 'link')}
        >
          Link
        </button>
        {button('Undo', null, () => chain().undo().run())}
        {button('Redo', null, () => chain().redo().run())}
        <button type="button" className="rich-text__button" aria-expanded={picking === 'image'} aria-controls="image-picker" onClick={() => setPicking(picking === 'image' ? null : 'image')}>
          Image
        </button>
        {videos.length ? (
          <button type="button" className="rich-text__button" aria-expanded={picking === 'video'} aria-controls="video-picker" onClick={() => setPicking(picking === 'video' ? null : 'video')}>
            Video
          </button>
        ) : null}
      </div>
      {picking === 'link' ? <LinkForm editor={editor} onClose={() => setPicking(null)} /> : null}
      {picking === 'video' ? (
        <div id="video-picker" className="rich-text__images" role="group" aria-label="Our videos">
          {videos.map((video) => (
            <button
              key={video.id}
              type="button"
              className="rich-text__image"
              onClick={() => {
                chain()
                  .insertVideoEmbed({ href: video.path, src: video.thumbnail ?? '', title: video.title })
                  .run()
                setPicking(null)
              }}
            >
              {video.thumbnail ? <img src={video.thumbnail} alt="" width="96" height="54" loading="lazy" /> : null}
              <span>Embed {video.title}</span>
            </button>
          ))}
        </div>
      ) : null}
      {picking === 'image' ? (
        <div id="image-picker" className="rich-text__images" role="group" aria-label="Images from the media library">
          {images.length ? (
            images.map((image) => (
              <button
                key={image.id}
                type="button"
                className="rich-text__image"
                onClick={() => {
                  chain()
                    .insertContentAt(editor.state.selection.to, { type: 'image', attrs: { src: image.src, alt: image.alt, title: image.title } })
                    .run()
                  setPicking(null)
                }}
              >
                <img src={image.thumbnail} alt="" width="96" height="96" loading="lazy" />
                <span>Insert {image.alt || image.title}</span>
              </button>
            ))
          ) : (
            <p>The media library has no images yet: upload one under Media library.</p>
          )}
        </div>
      ) : null}
    </>
  )
}
