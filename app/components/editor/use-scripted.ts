import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * Whether the page's script runs here: false on the server and while hydrating (so the first
 * render matches the server's plain form controls), true from the next render on. Controls that
 * need a script (pickers, dialogs) stand in for the plain ones only then.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
