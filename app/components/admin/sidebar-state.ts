import { useSyncExternalStore } from 'react'

/**
 * Whether the back office's sidebar is folded away on wide screens, kept in this browser. Read
 * through useSyncExternalStore: the server (and the first render in the browser) draws it open and
 * without its toggle, which only works with the script.
 */
const KEY = 'quota:sidebar-folded'
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const folded = () => {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function setSidebarFolded(value: boolean) {
  try {
    if (value) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage refused (a private window): the sidebar still folds until the page changes.
  }
  for (const listener of listeners) listener()
}

/** `folded`: as the writer left it; `scripted`: the toggle works (the script has run). */
export function useSidebarFolded(): { folded: boolean; scripted: boolean } {
  const isFolded = useSyncExternalStore(subscribe, folded, () => false)
  const scripted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return { folded: isFolded, scripted }
}
