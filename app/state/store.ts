import { createStore } from 'zustand/vanilla'
import { NO_AD_VIEWS, type AdViews } from '#lib/ads/interstitial-cap.ts'

/**
 * The browser's client state (spec §3, §4): who is signed in as far as the page knows, the daily
 * video, the ad-modal view count and the magazine issues. The server stays the source of truth for
 * the session (an httpOnly cookie), so there is no token here; form state lives in Conform.
 */

export interface StoredUser {
  firstname?: string
  email?: string
}

export interface DailyVideo {
  video_id: string
}

export interface ClientState {
  user: StoredUser | null
  dailyVideo: DailyVideo | null
  ad: AdViews
  magazine: {
    issues: Record<string, unknown>
    issuesLastFetched: number | null
    currentIssue: unknown
    currentIssueLastFetched: number | null
  }
}

export interface ClientActions {
  /** Merges fields into the user, or replaces the user with `{ overwrite: true }`; only the allow-listed fields are kept. */
  setUser: (fields: Record<string, unknown>, options?: { overwrite?: boolean }) => void
  logout: () => void
  setDailyVideo: (video: DailyVideo | null) => void
  setAdModalViews: (views: number) => void
  setIssues: (issues: Record<string, unknown>) => void
  setCurrentIssue: (issue: unknown) => void
  /** Replaces the data with what was read from storage (see persistence.ts). */
  restore: (saved: ClientState) => void
}

export type AppState = ClientState & ClientActions

export function createDefaultState(): ClientState {
  return {
    user: null,
    dailyVideo: null,
    ad: { ...NO_AD_VIEWS },
    magazine: { issues: {}, issuesLastFetched: null, currentIssue: null, currentIssueLastFetched: null },
  }
}

/** An allow-list, so a password (or anything else a caller passes along) is never stored. */
export function pickUserFields(fields: Record<string, unknown>): StoredUser {
  const user: StoredUser = {}
  if (typeof fields.firstname === 'string') user.firstname = fields.firstname
  if (typeof fields.email === 'string') user.email = fields.email
  return user
}

export function createAppStore(now: () => number = Date.now) {
  return createStore<AppState>()((set) => ({
    ...createDefaultState(),
    setUser: (fields, options) => set((state) => ({ user: { ...(options?.overwrite ? {} : state.user), ...pickUserFields(fields) } })),
    logout: () => set({ user: null }),
    setDailyVideo: (video) => set({ dailyVideo: video }),
    setAdModalViews: (views) => set({ ad: { views, timestamp: now() } }),
    setIssues: (issues) => set((state) => ({ magazine: { ...state.magazine, issues, issuesLastFetched: now() } })),
    setCurrentIssue: (issue) => set((state) => ({ magazine: { ...state.magazine, currentIssue: issue, currentIssueLastFetched: now() } })),
    restore: (saved) => set(saved),
  }))
}

export type AppStore = ReturnType<typeof createAppStore>

/**
 * The page's one store; on the server it is never written to, so requests cannot share state. Free of
 * React, so the reading pages' islands use it too.
 */
export const appStore = createAppStore()
