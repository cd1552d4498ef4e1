import { useId, useState, type KeyboardEvent } from 'react'
import type { Editor } from '@tiptap/react'

/** An address a link may have: the web's, mail, or a page of this site ("/blog/…"). */
export function linkAddressProblem(address: string): string | null {
  const value = address.trim()
  if (!value) return 'Enter the address the link goes to'
  if (value.startsWith('/') && !value.startsWith('//')) return null
  try {
    const url = new URL(value)
    if (['http:', 'https:'].includes(url.protocol) && url.hostname.includes('.')) return null
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) return null
  } catch {
    // Not an address at all: the message below.
  }
  return 'Enter a full address (https://example.com/page), a page of this site (/blog/…) or mailto:name@example.com'
}

/**
 * The link's text and address, made in a small form under the toolbar (not the browser's prompt):
 * the address is checked before the link is made, Enter makes it and Escape closes the form. Its
 * fields have no names, so the article's form never sends them; they sit in that form, so Enter is
 * caught here rather than submitting it.
 */
export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId()
  // The words chosen when the form opened: what the link goes on, whatever the editor's
  // selection becomes while the form has the focus (a refused address, an autosave's render).
  const [{ from, to, empty }] = useState(() => editor.state.selection)
  const active = editor.isActive('link')
  const [text, setText] = useState(() => editor.state.doc.textBetween(from, to, ' '))
  const [address, setAddress] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const close = () => {
    onClose()
    editor.commands.focus()
  }
  const apply = () => {
    const refused = linkAddressProblem(address) ?? (empty && !active && !text.trim() ? 'Enter the text of the link' : null)
    setProblem(refused)
    if (refused) return
    const href = address.trim()
    const chain = editor.chain().focus().setTextSelection({ from, to }).extendMarkRange('link')
    const selected = editor.state.doc.textBetween(from, to, ' ')
    if (text.trim() && text !== selected) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.setLink({ href }).run()
    onClose()
  }
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }
  return (
    <div id="link-form" className="rich-text__link-form" role="group" aria-label="Link" onKeyDown={keys}>
      <label htmlFor={`${id}-text`}>Link text</label>
      <input id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} maxLength={500} />
      <label htmlFor={`${id}-address`}>Link address</label>
      <input
        id={`${id}-address`}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        inputMode="url"
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        maxLength={2000}
      />
      {problem ? (
        <p className="field__error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      <div className="rich-text__link-actions">
        <button type="button" className="button button--secondary" onClick={apply}>
          {active ? 'Change the link' : 'Make the link'}
        </button>
        {active ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run()
              onClose()
            }}
          >
            Remove the link
          </button>
        ) : null}
        <button type="button" className="link-button" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  )
}
