import type { AppStore } from './store.ts'

/**
 * Keeps the store's user in step with the session the server reports (the source of truth: the
 * session is an httpOnly cookie). `firstname` null: signed out on the server (logout, an expired
 * session), so the user is reset as logout does.
 */
export function syncSessionUser(store: AppStore, firstname: string | null) {
  const state = store.getState()
  if (firstname === null) {
    if (state.user) state.logout()
  } else if (state.user?.firstname !== firstname) {
    // Possibly someone else: replace rather than merge, so no field of the last user stays.
    state.setUser({ firstname }, { overwrite: true })
  }
}
