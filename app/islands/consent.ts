import { choiceFromForm, grantedPurposes, REJECT_ALL, type ConsentChoice } from '#lib/consent-cookie.ts'
import { BANNER_ID, GPC_TEXT, readBrowserConsent, reserveBannerSpace, storeConsent } from '../consent/banner-parts.ts'

/**
 * The consent banner of a reading page, driven over its server-rendered markup (the React banner's,
 * consent-banner.tsx): it is shown by the inline script as the page is parsed; this saves the
 * choice without a page load (the form posts it without JavaScript), reopens from the footer's
 * "Privacy choices", and tells `onGranted` what may run, now and after each choice.
 */
export function startConsent(onGranted: (granted: ConsentChoice) => void) {
  const banner = document.getElementById(BANNER_ID)
  const form = banner?.querySelector('form')
  const { choice: stored, globalPrivacyControl } = readBrowserConsent()
  let choice = stored
  onGranted(grantedPurposes(choice, globalPrivacyControl))
  if (!banner || !form) return
  const details = form.querySelector('details')
  const box = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  let returnFocus: HTMLElement | null = null
  let releaseSpace: (() => void) | null = null

  // Global Privacy Control already answers the question: the banner says so, and only "Reject all" is left.
  if (globalPrivacyControl) {
    const question = form.querySelector('.consent-banner__question')
    if (question) question.textContent = GPC_TEXT
    form.querySelector('button[value="accept"]')?.remove()
    for (const name of ['analytics', 'advertising']) box(name)?.setAttribute('disabled', '')
  }

  function show(open: boolean, reopened = false) {
    banner!.hidden = !open
    if (!open) {
      releaseSpace?.()
      releaseSpace = null
      return
    }
    const current = choice ?? REJECT_ALL
    box('analytics')!.checked = current.analytics
    box('advertising')!.checked = current.advertising
    if (details) details.open = reopened || globalPrivacyControl
    releaseSpace ??= reserveBannerSpace(banner!)
    // Reopened from the footer: the focus goes there, so keyboard users land in the choices.
    if (reopened) banner!.focus()
  }
  show(choice === null && !globalPrivacyControl)

  form.addEventListener('submit', (event) => {
    const saved = choiceFromForm(new FormData(form, event.submitter))
    if (!saved) return
    event.preventDefault()
    storeConsent(saved)
    choice = saved
    show(false)
    returnFocus?.focus()
    returnFocus = null
    onGranted(grantedPurposes(choice, globalPrivacyControl))
  })
  document.querySelector('.site-footer__privacy-button')?.addEventListener('click', (event) => {
    returnFocus = event.currentTarget as HTMLElement
    show(true, true)
  })
}
