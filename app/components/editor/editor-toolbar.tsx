import { useEditorState, type Editor } from '@tiptap/react'
// One module per icon: the package's index would load every icon into the server (its CommonJS build is one file).
import Bold from 'lucide-react/icons/bold'
import Clapperboard from 'lucide-react/icons/clapperboard'
import Heading2 from 'lucide-react/icons/heading-2'
import Heading3 from 'lucide-react/icons/heading-3'
import Image from 'lucide-react/icons/image'
import Italic from 'lucide-react/icons/italic'
import Link from 'lucide-react/icons/link'
import List from 'lucide-react/icons/list'
import ListOrdered from 'lucide-react/icons/list-ordered'
import Quote from 'lucide-react/icons/quote'
import Redo2 from 'lucide-react/icons/redo-2'
import Undo2 from 'lucide-react/icons/undo-2'
import type { LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { LinkForm } from './link-form.tsx'
import { MediaLibraryDialog } from './media-library-dialog.tsx'
import type { LibraryImage } from './library-image.ts'
import type { LibraryVideo } from './video-embed.ts'

/** A toolbar button: an icon, its name for screen readers, and a tooltip with the name and its keys. */
function ToolButton({
  icon: Icon,
  label,
  keys,
  pressed,
  expanded,
  controls,
  onClick,
}: {
  icon: LucideIcon
  label: string
  keys?: string
  pressed?: boolean
  expanded?: boolean
  controls?: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="rich-text__button"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup={controls === 'image-dialog' ? 'dialog' : undefined}
      aria-keyshortcuts={keys?.replace('Ctrl', 'Control').replaceAll(' ', '')}
      onClick={onClick}
    >
      <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={2} />
      <span className="rich-text__tip" aria-hidden="true">
        {label}
        {keys ? <kbd>{keys}</kbd> : null}
      </span>
    </button>
  )
}

/**
 * The body's sticky toolbar: one stop in the Tab order (←/→, Home and End move between its
 * buttons, as WAI-ARIA's toolbar pattern has it). Marks and blocks toggle; Link opens the link
 * form (also Ctrl/⌘+K in the text), Image the media library's dialog, Video our videos.
 */
export function EditorToolbar({ editor, images, videos }: { editor: Editor; images: LibraryImage[]; videos: LibraryVideo[] }) {
  const [picking, setPicking] = useState<'image' | 'video' | 'link' | null>(null)
  const bar = useRef<HTMLDivElement>(null)
  const [focusAt, setFocusAt] = useState(0)
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
  const toggle = (which: 'image' | 'video' | 'link') => setPicking(picking === which ? null : which)
  // Ctrl/⌘+K in the text opens the link form, as in other editors.
  useEffect(() => {
    const openLink = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return
      event.preventDefault()
      setPicking('link')
    }
    const area = editor.view.dom
    area.addEventListener('keydown', openLink)
    return () => area.removeEventListener('keydown', openLink)
  }, [editor])
  // One button of the bar is in the Tab order: the last one used.
  useEffect(() => {
    bar.current?.querySelectorAll('button').forEach((button, i) => (button.tabIndex = i === focusAt ? 0 : -1))
  })
  const arrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll('button') ?? [])]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (at === -1) return
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const wrapped = (next + buttons.length) % buttons.length
    setFocusAt(wrapped)
    buttons[wrapped]!.focus()
  }
  return (
    <>
      <div
        ref={bar}
        className="rich-text__toolbar"
        role="toolbar"
        aria-label="Formatting"
        onKeyDown={arrows}
        onFocus={(event) => {
          const focused: EventTarget = event.target
          const at = [...(bar.current?.querySelectorAll('button') ?? [])].findIndex((button) => button === focused)
          if (at !== -1) setFocusAt(at)
        }}
      >
        <ToolButton icon={Heading2} label="Heading" keys="Ctrl+Alt+2" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton icon={Heading3} label="Subheading" keys="Ctrl+Alt+3" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <ToolButton icon={Bold} label="Bold" keys="Ctrl+B" pressed={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton icon={Italic} label="Italic" keys="Ctrl+I" pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
        <ToolButton icon={List} label="Bulleted list" keys="Ctrl+Shift+8" pressed={state.bullets} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton icon={ListOrdered} label="Numbered list" keys="Ctrl+Shift+7" pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
        <ToolButton icon={Quote} label="Quote" keys="Ctrl+Shift+B" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()} />
        <ToolButton icon={Link} label="Link" keys="Ctrl+K" pressed={state.link} expanded={picking === 'link'} controls="link-form" onClick={() => toggle('link')} />
        <ToolButton icon={Image} label="Image" expanded={picking === 'image'} controls="image-dialog" onClick={() => toggle('image')} />
        {videos.length ? <ToolButton icon={Clapperboard} label="Video" expanded={picking === 'video'} controls="video-picker" onClick={() => toggle('video')} /> : null}
        <ToolButton icon={Undo2} label="Undo" keys="Ctrl+Z" onClick={() => chain().undo().run()} />
        <ToolButton icon={Redo2} label="Redo" keys="Ctrl+Shift+Z" onClick={() => chain().redo().run()} />
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
        <MediaLibraryDialog
          title="Insert an image"
          newest={images}
          onChoose={(image) => {
            setPicking(null)
            chain()
              .insertContentAt(editor.state.selection.to, { type: 'image', attrs: { src: image.src, alt: image.alt, title: image.title, width: image.width, height: image.height } })
              .run()
          }}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </>
  )
}
