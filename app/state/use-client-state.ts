import { useEffect, useLayoutEffect } from 'react'
import { getBrowserStorage, persistStore } from './persistence.ts'
import { appStore } from './store.ts'

/**
 * Starts the client store in the browser: restores it from localStorage and saves it from then on,
 * and keeps its user in step with the session the server reports (the source of truth: the
 * session is an httpOnly cookie). Both run after hydration, so the first client render matches
 * the server's and restoring cannot cause a hydration mismatch. Restoring is a layout effect: those
 * all run before any page's effects, so a page that writes to the store on its first render (the
 * daily video) is not overwritten by the saved copy.
 */
export function useClientState(sessionUser: { firstname: string } | null) {
  useLayoutEffect(() => persistStore(appStore, getBrowserStorage()), [])

  const firstname = sessionUser?.firstname ?? null
  useEffect(() => {
    const state = appStore.getState()
    // Signed out on the server (logout, an expired session): reset the user, as logout does.
    if (firstname === null) {
      if (state.user) state.logout()
    } else if (state.user?.firstname !== firstname) {
      // Possibly someone else: replace rather than merge, so no field of the last user stays.
      state.setUser({ firstname }, { overwrite: true })
    }
  }, [firstname])
}
