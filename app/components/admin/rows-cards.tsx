import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useScripted } from '../editor/use-scripted.ts'
import { FROM_CELL, rowsOf, rowsShown, shownValue, type RowsField, type ValueField } from '#lib/section-fields.ts'

interface Props {
  field: RowsField
  /** The form name of the field (`f.registration_form`); a cell is `<name>.<row>.<column>`. */
  name: string
  value: unknown
  /** A labelled control of the editor's own kind (with its error), so a card's inputs look like every other field. */
  control: (column: ValueField, name: string, value: unknown) => ReactNode
}

interface Card {
  /** React's key: a card keeps its inputs (and what was typed in them) wherever it moves. */
  key: number
  /** The stored row it shows, which its unshown cells are kept from; null for a new one. */
  from: number | null
  values: Record<string, unknown>
}

type Focus = { key: number; on: 'up' | 'down' | 'first' } | { key: null; on: 'add' }

/**
 * A rows field (a registration form's questions, a webinar's panelists) as a list of cards. Without
 * JavaScript the cards are posted as drawn, blank ones included, and a row whose first cell is left
 * empty is taken off (as the field's hint says). With it, cards move and go in place and their cells
 * are renumbered, so the form posts the same names either way.
 */
export function RowsCards({ field, name, value, control }: Props) {
  const stored = rowsOf(value)
  const [cards, setCards] = useState<Card[]>(() => Array.from({ length: rowsShown(field, value) }, (_, i) => ({ key: i, from: i < stored.length ? i : null, values: stored[i] ?? {} })))
  const live = useScripted()
  const [message, setMessage] = useState('')
  const focus = useRef<Focus | null>(null)
  const nextKey = useRef(cards.length)
  const list = useRef<HTMLOListElement>(null)
  const noun = field.item.toLowerCase()

  useEffect(() => {
    // With buttons to add a card, the blank ones drawn for a form that cannot grow are only in the way
    // (unless something was typed in them before the page came alive).
    const typed = (key: number) =>
      [...(list.current?.querySelectorAll<HTMLInputElement>(`[data-card="${key}"] :is(input:not([type=hidden], [type=checkbox]), textarea)`) ?? [])].some((input) => input.value)
    setCards((now) => now.filter((card) => card.from !== null || typed(card.key)))
  }, [])

  useEffect(() => {
    const wanted = focus.current
    if (!wanted || !list.current) return
    focus.current = null
    const scope = wanted.key === null ? list.current.parentElement : list.current.querySelector(`[data-card="${wanted.key}"]`)
    const target = wanted.on === 'first' ? scope?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea') : scope?.querySelector<HTMLElement>(`[data-act="${wanted.on}"]`)
    target?.focus()
  }, [cards])

  const move = (index: number, by: -1 | 1) => {
    const to = index + by
    const card = cards[index]!
    const moved = [...cards]
    moved.splice(index, 1)
    moved.splice(to, 0, card)
    // The button pressed stays under the finger unless the card reached the end it was moving to.
    focus.current = { key: card.key, on: (by < 0 && to === 0) || (by > 0 && to === cards.length - 1) ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' }
    setCards(moved)
    setMessage(`${field.item} moved to place ${to + 1} of ${cards.length}.`)
  }
  const remove = (index: number) => {
    const rest = cards.filter((_, i) => i !== index)
    const next = rest[index] ?? rest[index - 1]
    focus.current = next ? { key: next.key, on: 'first' } : { key: null, on: 'add' }
    setCards(rest)
    setMessage(`${field.item} ${index + 1} removed; ${rest.length} left.`)
  }
  const add = () => {
    const key = nextKey.current++
    focus.current = { key, on: 'first' }
    setCards([...cards, { key, from: null, values: {} }])
    setMessage(`${field.item} ${cards.length + 1} added.`)
  }

  const titled = field.columns.find((column) => column.name === 'label') ?? field.columns[0]!
  return (
    <>
      <ol className="row-cards" ref={list}>
        {cards.map((card, i) => {
          const title = shownValue(titled, card.values[titled.name])
          const prefix = `${name}.${i}`
          return (
            <li key={card.key} data-card={card.key}>
              <fieldset className="row-card">
                <legend>{`${field.item} ${i + 1}${title ? `: ${titled.optionLabels?.[title] ?? title}` : card.from === null ? ' (new)' : ''}`}</legend>
                {card.from === null ? null : <input type="hidden" name={`${prefix}.${FROM_CELL}`} value={card.from} />}
                <div className="row-card__fields">{field.columns.map((column) => control({ ...column, required: false }, `${prefix}.${column.name}`, card.values[column.name]))}</div>
                {live ? (
                  <div className="row-card__actions">
                    <button type="button" className="button button--secondary button--small" data-act="up" aria-label={`Move up: ${noun} ${i + 1}`} disabled={i === 0} onClick={() => move(i, -1)}>
                      Move up
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      data-act="down"
                      aria-label={`Move down: ${noun} ${i + 1}`}
                      disabled={i === cards.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      Move down
                    </button>
                    <button type="button" className="button button--danger button--small" data-act="remove" aria-label={`Remove: ${noun} ${i + 1}`} onClick={() => remove(i)}>
                      Remove
                    </button>
                  </div>
                ) : null}
              </fieldset>
            </li>
          )
        })}
      </ol>
      {live ? (
        <button type="button" className="button button--secondary" data-act="add" onClick={add}>
          Add {/^[aeiou]/i.test(field.item) ? 'an' : 'a'} {noun}
        </button>
      ) : null}
      <p role="status" className="visually-hidden">
        {message}
      </p>
    </>
  )
}
