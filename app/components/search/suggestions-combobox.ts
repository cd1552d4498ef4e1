/**
 * The header search box's suggestions (docs/decisions/064): the WAI-ARIA 1.2 combobox pattern
 * (list autocomplete, the focus kept in the box, the active option named by aria-activedescendant,
 * as the APG's examples do, without a live region of its own: a page's status stays its own).
 * Plain DOM, loaded when the box is first focused: the page ships only the box, a GET form that
 * works without JavaScript.
 */

interface Suggestion {
  title: string
  label: string
  path: string
}

/** Waits this long after the last key before asking, so a word typed quickly is one request. */
const DEBOUNCE_MS = 150
const MIN_QUERY = 2

export function attachSuggestions(input: HTMLInputElement, go: (path: string) => void): void {
  if (input.getAttribute('role') === 'combobox') return
  const list = document.createElement('ul')
  list.id = 'site-search-suggestions'
  list.className = 'site-search__list'
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', 'Suggestions')
  list.hidden = true
  input.after(list)
  // Set here, not in the page's markup, to keep the header's bytes down: the browser's own list of
  // past entries would cover the suggestions, and the server reads no more than 200 characters.
  input.autocomplete = 'off'
  input.maxLength = 200
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-controls', list.id)
  input.setAttribute('aria-expanded', 'false')

  let suggestions: Suggestion[] = []
  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: AbortController | undefined

  const options = () => [...list.children] as HTMLElement[]

  function activate(index: number) {
    active = index
    options().forEach((option, at) => option.setAttribute('aria-selected', String(at === index)))
    const option = options()[index]
    if (option) {
      input.setAttribute('aria-activedescendant', option.id)
      option.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  function close() {
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    activate(-1)
  }

  function open() {
    if (suggestions.length === 0) return
    list.hidden = false
    input.setAttribute('aria-expanded', 'true')
  }

  function choose(index: number) {
    const chosen = suggestions[index]
    if (!chosen) return
    close()
    go(chosen.path)
  }

  function show(found: Suggestion[]) {
    suggestions = found
    list.replaceChildren(
      ...found.map((suggestion, index) => {
        const option = document.createElement('li')
        option.id = `${list.id}-${index}`
        option.className = 'site-search__option'
        option.setAttribute('role', 'option')
        option.setAttribute('aria-selected', 'false')
        const kind = document.createElement('span')
        kind.className = 'site-search__kind'
        kind.textContent = suggestion.label
        option.append(suggestion.title, ' ', kind)
        // Pressing an option must not take the focus out of the box (that would close the list first).
        option.addEventListener('mousedown', (event) => event.preventDefault())
        option.addEventListener('click', () => choose(index))
        option.addEventListener('mousemove', () => active !== index && activate(index))
        return option
      }),
    )
    activate(-1)
    if (found.length > 0 && document.activeElement === input) open()
    else close()
  }

  /** Asks for what the box holds now; an answer to an earlier question is cancelled, never shown. */
  async function ask() {
    pending?.abort()
    const query = input.value.trim()
    if (query.length < MIN_QUERY) return show([])
    const request = (pending = new AbortController())
    try {
      const response = await fetch(`/search-suggestions?${new URLSearchParams({ q: query })}`, { signal: request.signal, headers: { Accept: 'application/json' } })
      const body = response.ok ? ((await response.json()) as { suggestions: Suggestion[] }) : { suggestions: [] }
      if (!request.signal.aborted) show(body.suggestions)
    } catch {
      // Cancelled by a newer question, or offline: the box still searches when its form is sent.
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void ask(), DEBOUNCE_MS)
  })
  input.addEventListener('keydown', (event) => {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      if (list.hidden) open()
      // Down from the last and up from the first wrap around, as in the APG's examples.
      activate(event.key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1)
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      // The active suggestion opens; with none active, Enter sends the form (the results page).
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault()
      close()
    }
  })
  input.addEventListener('blur', close)
  input.addEventListener('focus', open)
  input.form?.addEventListener('submit', close)
  // Words typed before this module arrived are suggested for at once.
  if (input.value.trim().length >= MIN_QUERY) void ask()
}
