import { useId, useState, type KeyboardEvent } from 'react'

export interface Token {
  id: number
  name: string
}

/**
 * A type-ahead picker whose choices show as chips (topics, a byline), posting each as a hidden
 * field of `name` in the chips' order, as the plain controls it stands in for do. The text box is
 * an ARIA combobox: typing filters the list, ↓/↑ move in it, Enter picks, Escape closes it,
 * Backspace in an empty box removes the last chip; each chip has its own Remove button. `single`:
 * one choice at most (picking replaces it), and an empty value is posted when there is none.
 */
export function TokenPicker({ name, label, hint, options, picked: initial, single = false }: { name: string; label: string; hint?: string; options: Token[]; picked: number[]; single?: boolean }) {
  const id = useId()
  const [picked, setPicked] = useState(() => initial.filter((one) => options.some((option) => option.id === one)))
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const words = text.trim().toLowerCase()
  const offered = options.filter((option) => !picked.includes(option.id) && option.name.toLowerCase().includes(words)).slice(0, 50)
  const current = offered[Math.min(active, offered.length - 1)]
  const nameOf = (one: number) => options.find((option) => option.id === one)?.name ?? ''
  const pick = (option: Token) => {
    setPicked((now) => (single ? [option.id] : [...now, option.id]))
    setText('')
    setActive(0)
    setOpen(single ? false : open)
  }
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((now) => (offered.length ? (Math.min(now, offered.length - 1) + step + offered.length) % offered.length : 0))
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the article's form from here.
      event.preventDefault()
      if (open && current) pick(current)
      else setOpen(true)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Backspace' && !text && picked.length) {
      setPicked((now) => now.slice(0, -1))
    }
  }
  const listId = `${id}-list`
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="field token-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {picked.length ? (
        <ul className="token-picker__chips" aria-label={`Chosen: ${label.toLowerCase()}`}>
          {picked.map((one, i) => (
            <li key={one} className="token-picker__chip">
              {nameOf(one)}
              {!single && i === 0 && picked.length > 1 ? <span className="token-picker__main"> (main)</span> : null}
              <button type="button" className="token-picker__remove" aria-label={`Remove ${nameOf(one)}`} onClick={() => setPicked((now) => now.filter((other) => other !== one))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picked.map((one) => (
        <input key={one} type="hidden" name={name} value={one} />
      ))}
      {single && !picked.length ? <input type="hidden" name={name} value="" /> : null}
      <div className="token-picker__box">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && current ? `${id}-option-${current.id}` : undefined}
          aria-describedby={hintId}
          value={text}
          placeholder={single && picked.length ? 'Type to replace' : 'Type to add'}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={keys}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={label} className="token-picker__list" hidden={!open || !offered.length}>
          {offered.map((option) => (
            <li
              key={option.id}
              id={`${id}-option-${option.id}`}
              role="option"
              aria-selected={option === current}
              className="token-picker__option"
              // Keeps the focus in the text box, so the next word can be typed at once.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
