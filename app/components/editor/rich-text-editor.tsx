import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useState } from 'react'

/**
 * The article body: TipTap (ProseMirror) with headings, lists, quotes and links, writing its HTML
 * into a hidden field the form posts. Without JavaScript (and until the editor loads) the same
 * field is a plain HTML text area, so the form always works. The server sanitises what it gets.
 */
export function RichTextEditor({ name, labelId, defaultValue }: { name: string; labelId: string; defaultValue: string }) {
  const [html, setHtml] = useState(defaultValue)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'rich-text__area prose' } },
    onUpdate: ({ editor: changed }) => setHtml(changed.getHTML()),
  })
  if (!editor) return <textarea name={name} aria-labelledby={labelId} defaultValue={defaultValue} rows={16} className="rich-text__fallback" />
  return (
    <div className="rich-text">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
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
  const setLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const href = window.prompt('Link address (empty to remove the link)', current)
    if (href === null) return
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting">
      {button('Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {button('Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button('Bold', state.bold, () => chain().toggleBold().run())}
      {button('Italic', state.italic, () => chain().toggleItalic().run())}
      {button('Bulleted list', state.bullets, () => chain().toggleBulletList().run())}
      {button('Numbered list', state.numbers, () => chain().toggleOrderedList().run())}
      {button('Quote', state.quote, () => chain().toggleBlockquote().run())}
      {button('Link', state.link, setLink)}
      {button('Undo', null, () => chain().undo().run())}
      {button('Redo', null, () => chain().redo().run())}
    </div>
  )
}
