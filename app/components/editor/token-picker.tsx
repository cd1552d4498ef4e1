import { useId, useState, type KeyboardEvent } from 'react'

/** A choice: a record's id (a topic, a category, an author), or for a picker that `creates`, a name (a tag). */
export interface Token {
  id: number | string
  name: string
}

interface Props {
  name: string
  label: string
  hint?: string
  options: Token[]
  picked: (number | string)[]
  /** One choice at most (picking replaces it); an empty value is posted when there is none. */
  single?: boolean
  /** The first chip is the main one (an article's main topic), and says so. */
  mainFirst?: boolean
  /** Names, not records: what is typed may be a new one ("Add “…”", or a comma), and all go as one field, separated by commas. */
  creates?: boolean
}

/** A new name as a tag may have it: no commas (they separate tags), no spaces around it. */
const nameFrom = (typed: string) => typed.replaceAll(',', ' ').trim().slice(0, 100)

/**
 * A type-ahead picker whose choices show as chips (topics, video categories, tags, a byline),
 * posting them as hidden fields of `name` in the chips' order, as the plain controls it stands in
 * for do. The text box is an ARIA combobox: typing filters the list, ↓/↑ move in it, Enter picks,
 * Escape closes it, Backspace in an empty box removes the last chip; each chip has its own Remove
 * button.
 */
export function TokenPicker({ name, label, hint, options, picked: initial, single = false, mainFirst = false, creates = false }: Props) {
  const id = useId()
  const [picked, setPicked] = useState(() => initial.filter((one) => creates || options.some((option) => option.id === one)))
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const words = text.trim().toLowerCase()
  const pickedWords = picked.map((one) => String(one).toLowerCase())
  const found = options.filter((option) => !picked.includes(option.id) && option.name.toLowerCase().includes(words)).slice(0, 50)
  const typed = nameFrom(text)
  // A name no tag has yet is offered last, to be made on save.
  const isNew = creates && typed !== '' && !pickedWords.includes(typed.toLowerCase()) && !options.some((option) => option.name.toLowerCase() === typed.toLowerCase())
  const offered = isNew ? [...found, { id: typed, name: typed, made: true }] : found
  const current = offered[Math.min(active, offered.length - 1)]
  const nameOf = (one: number | string) => options.find((option) => option.id === one)?.name ?? (creates ? String(one) : '')
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
    } else if (event.key === ',' && creates) {
      // A comma ends a name, as in the plain field.
      event.preventDefault()
      const made = offered.find((option) => option.name.toLowerCase() === typed.toLowerCase())
      if (made) pick(made)
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
              {mainFirst && i === 0 && picked.length > 1 ? <span className="token-picker__main"> (main)</span> : null}
              <button type="button" className="token-picker__remove" aria-label={`Remove ${nameOf(one)}`} onClick={() => setPicked((now) => now.filter((other) => other !== one))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {creates ? <input type="hidden" name={name} value={picked.map(nameOf).join(', ')} /> : picked.map((one) => <input key={one} type="hidden" name={name} value={one} />)}
      {single && !picked.length ? <input type="hidden" name={name} value="" /> : null}
      <div className="token-picker__box">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && current ? `${id}-option-${offered.indexOf(current)}` : undefined}
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
          {offered.map((option, i) => (
            <li
              key={option.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={option === current}
              className="token-picker__option"
              // Keeps the focus in the text box, so the next word can be typed at once.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {'made' in option ? `Add “${option.name}”` : option.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
