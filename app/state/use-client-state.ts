import { useEffect, useLayoutEffect } from 'react'
import { getBrowserStorage, persistStore } from './persistence.ts'
import { syncSessionUser } from './session-user.ts'
import { appStore } from './store.ts'

/**
 * Starts the client store in a hydrated page: restores it from localStorage and saves it from then
 * on, and keeps its user in step with the session. Both run after hydration, so the first client
 * render matches the server's and restoring cannot cause a hydration mismatch. Restoring is a
 * layout effect: those all run before any page's effects, so a page that writes to the store on
 * its first render (the daily video) is not overwritten by the saved copy. Reading pages start the
 * same store from their island module (app/islands/boot.ts).
 */
export function useClientState(sessionUser: { firstname: string } | null) {
  useLayoutEffect(() => persistStore(appStore, getBrowserStorage()), [])

  const firstname = sessionUser?.firstname ?? null
  useEffect(() => syncSessionUser(appStore, firstname), [firstname])
}
