import { EditorContent, useEditor } from '@tiptap/react'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { useState } from 'react'
import { EditorToolbar } from './editor-toolbar.tsx'
import type { LibraryImage } from './library-image.ts'
import { VideoEmbed, type LibraryVideo } from './video-embed.ts'

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
      <EditorToolbar editor={editor} images={images} videos={videos} />
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  )
}
