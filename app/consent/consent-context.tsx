import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { grantedPurposes, type ConsentChoice } from '#lib/consent-cookie.ts'
import { readBrowserConsent, storeConsent } from './banner-parts.ts'

interface ConsentValue {
  /** False on the server and until the cookie was read in the browser: nothing third-party runs before. */
  ready: boolean
  /** The stored choice; null when the visitor has not chosen yet. */
  choice: ConsentChoice | null
  globalPrivacyControl: boolean
  /** What may run now (Global Privacy Control and "no choice yet" grant nothing). */
  granted: ConsentChoice
  /** The banner is on screen: on a first visit, or reopened from the footer. */
  bannerOpen: boolean
  save(choice: ConsentChoice): void
  /** Reopens the banner; `returnFocusTo` gets the focus back when it closes. */
  openBanner(returnFocusTo?: HTMLElement | null): void
}

const ConsentContext = createContext<ConsentValue | null>(null)

export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState({
    ready: false,
    choice: null as ConsentChoice | null,
    globalPrivacyControl: false,
    reopened: false,
  })
  const returnFocus = useRef<HTMLElement | null>(null)

  // The cookie is read after hydration: cached pages are the same for everyone (decision 009).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie exists only in the browser, after the cached HTML hydrated
    setState({ ready: true, ...readBrowserConsent(), reopened: false })
  }, [])

  const save = useCallback((choice: ConsentChoice) => {
    storeConsent(choice)
    setState((previous) => ({ ...previous, choice, reopened: false }))
    returnFocus.current?.focus()
    returnFocus.current = null
  }, [])

  const openBanner = useCallback((returnFocusTo?: HTMLElement | null) => {
    returnFocus.current = returnFocusTo ?? null
    setState((previous) => ({ ...previous, reopened: true }))
  }, [])

  const value = useMemo<ConsentValue>(
    () => ({
      ready: state.ready,
      choice: state.choice,
      globalPrivacyControl: state.globalPrivacyControl,
      granted: grantedPurposes(state.choice, state.globalPrivacyControl),
      // Global Privacy Control already answers the question, so it is not asked unprompted.
      bannerOpen: state.ready && (state.reopened || (state.choice === null && !state.globalPrivacyControl)),
      save,
      openBanner,
    }),
    [state, save, openBanner],
  )
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentValue {
  const value = useContext(ConsentContext)
  if (!value) throw new Error('useConsent needs a <ConsentProvider> above it')
  return value
}
