import { useEffect } from 'react'
import { getBrowserStorage, persistStore } from './persistence.ts'
import { appStore } from './store.ts'

/**
 * Starts the client store in the browser: restores it from localStorage and saves it from then on,
 * and keeps its user in step with the session the server reports (the source of truth: the
 * session is an httpOnly cookie). Both run in effects, after hydration, so the first client
 * render matches the server's and restoring cannot cause a hydration mismatch.
 */
export function useClientState(sessionUser: { firstname: string } | null) {
  useEffect(() => persistStore(appStore, getBrowserStorage()), [])

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
