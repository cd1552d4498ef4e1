import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useNonce } from '../utils/nonce.tsx'
import { choiceFromForm, CONSENT_COOKIE, CONSENT_VALUE, PRIVACY_CHOICES_PATH, REJECT_ALL } from '#lib/consent-cookie.ts'
import { ASK_TEXT, BANNER_ID, GPC_TEXT, reserveBannerSpace } from './banner-parts.ts'
import { useConsent } from './consent-context.tsx'

/**
 * Shows the banner as the page is parsed, before any module has loaded, when the browser holds no
 * choice and sends no Global Privacy Control. On a first visit the banner is often the largest
 * thing painted, so waiting for hydration made it the page's largest contentful paint
 * (docs/decisions/034). After hydration React decides with the same rules (consent-context.tsx);
 * the server cannot, since cached pages are the same for everyone (decision 009).
 */
/** The consent cookie holding a choice, anywhere in `document.cookie`: CONSENT_VALUE unanchored. */
const STORED_CHOICE = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VALUE.source.replace(/^\^|\$$/g, '')}(?:;|$)`)
const SHOW_BEFORE_HYDRATION = `if(!${STORED_CHOICE}.test(document.cookie)&&navigator.globalPrivacyControl!==true)document.getElementById('${BANNER_ID}').hidden=false`

/**
 * The privacy choices: a fixed panel at the bottom that overlays the page (so nothing shifts) and
 * never blocks it. Nothing but the necessary runs until a choice is saved.
 */
export function ConsentBanner() {
  const { bannerOpen, choice, globalPrivacyControl, save } = useConsent()
  const nonce = useNonce()
  const region = useRef<HTMLElement>(null)
  const reopened = bannerOpen && choice !== null

  // Reopened from the footer: take the focus there, so keyboard users land in the choices.
  useEffect(() => {
    if (reopened) region.current?.focus()
  }, [reopened])

  useEffect(() => {
    const banner = region.current
    if (bannerOpen && banner) return reserveBannerSpace(banner)
  }, [bannerOpen])

  const current = choice ?? REJECT_ALL

  // Hydrated, the choice is saved here, without a page load; before the page's script has run the
  // same buttons post the form, and the server stores the choice and brings the visitor back.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    const choice = choiceFromForm(form)
    if (choice) save(choice)
  }

  // Always in the document, hidden until wanted, so the script below can show it before hydration.
  return (
    <>
      <section ref={region} id={BANNER_ID} className="consent-banner" aria-labelledby="consent-heading" tabIndex={-1} hidden={!bannerOpen}>
        <h2 id="consent-heading" className="visually-hidden">
          Privacy choices
        </h2>
        {/* A fresh form each time the banner opens, so its boxes start from the stored choice. */}
        <form key={`${bannerOpen}.${current.analytics}.${current.advertising}`} method="post" action={PRIVACY_CHOICES_PATH} className="consent-banner__form" onSubmit={onSubmit}>
          <p className="consent-banner__text">
            <span className="consent-banner__question">{globalPrivacyControl ? GPC_TEXT : ASK_TEXT}</span>
            <Link to="/privacy-policy">Privacy policy</Link>
          </p>
          <div className="consent-banner__actions">
            {globalPrivacyControl ? null : (
              <button type="submit" name="choice" value="accept" className="button">
                Accept all
              </button>
            )}
            <button type="submit" name="choice" value="reject" className="button button--secondary">
              Reject all
            </button>
          </div>
          {/* Open when the visitor came back to change a choice (or has nothing else to press). */}
          <details className="consent-banner__details" open={reopened || globalPrivacyControl}>
            <summary>Choices</summary>
            <fieldset className="consent-banner__choices">
              <legend className="visually-hidden">What may run</legend>
              <label>
                <input type="checkbox" checked disabled /> Necessary (always on)
              </label>
              <label>
                <input type="checkbox" name="analytics" defaultChecked={current.analytics} disabled={globalPrivacyControl} /> Analytics: which pages are read
              </label>
              <label>
                <input type="checkbox" name="advertising" defaultChecked={current.advertising} disabled={globalPrivacyControl} /> Advertising: ads from our partner
              </label>
              <button type="submit" name="choice" value="save" className="button button--secondary button--small">
                Save choices
              </button>
            </fieldset>
          </details>
        </form>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHOW_BEFORE_HYDRATION }} />
    </>
  )
}
