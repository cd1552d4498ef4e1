import type { ConsentChoice } from '#lib/consent-cookie.ts'
import { notePageSeen } from '../ads/pages-seen.ts'
import { createAnalyticsSession } from '../analytics/analytics-session.ts'
import { getBrowserStorage, persistStore } from '../state/persistence.ts'
import { syncSessionUser } from '../state/session-user.ts'
import { appStore } from '../state/store.ts'
import { createAdBanners } from './ads.ts'
import { startConsent } from './consent.ts'
import { readIslandsConfig } from './page-config.ts'

/**
 * The one module a reading page loads (decision 071): the page is server-rendered and not
 * hydrated, and this runs what the spec asks of the browser there, with the same plain modules
 * the hydrated pages' components wrap. Every link is a full page load, so each page is a first load.
 */
const config = readIslandsConfig()
const { thirdParty } = config

persistStore(appStore, getBrowserStorage())
syncSessionUser(appStore, config.user?.firstname ?? null)
// Spec §4: the daily video /videos features is kept in the client store, saved with the rest.
const dailyVideo = document.querySelector<HTMLElement>('[data-daily-video]')?.dataset.dailyVideo
if (dailyVideo) appStore.getState().setDailyVideo({ video_id: dailyVideo })

const analytics = createAnalyticsSession(thirdParty)
analytics.setPage(location.pathname, location.search)
const updateAds = thirdParty.ads ? createAdBanners(thirdParty.ads) : null

startConsent((granted: ConsentChoice) => {
  analytics.setConsent(granted)
  updateAds?.(granted)
  const ads = thirdParty.ads
  if (!ads || !granted.advertising) return
  const pagesSeen = notePageSeen(location.pathname)
  // Fetched only where advertising was granted, with the crawler check it needs (docs/decisions/034).
  void import('../ads/interstitial.ts').then(
    ({ showInterstitialIfDue }) => showInterstitialIfDue(pagesSeen, ads, thirdParty.adModalIntervalMs),
    () => {},
  )
})

// The header's search suggestions load when the box is first focused (docs/decisions/064).
const search = document.querySelector<HTMLInputElement>('.site-search input[name="q"]')
const attachSuggestions = () => void import('../components/search/suggestions-combobox.ts').then((island) => island.attachSuggestions(search!, (path) => location.assign(path)))
if (search && document.activeElement === search) attachSuggestions()
else search?.addEventListener('focus', attachSuggestions, { once: true })

// A lead form (a webinar's registration, an event's pass, a gated asset, a company's): its check,
// busy label and proof of work come with its own island (decision 079); the form posts without it.
if (document.querySelector('form[data-lead-check]')) void import('./lead-form-island.ts').then((island) => island.enhanceLeadForms())

if (document.querySelector('.webinar-time')) void import('./local-times.ts').then((island) => island.showLocalTimes())

// A video facade plays in place when pressed, as on hydrated pages: the page's own player (a video,
// the featured video) and the embeds of a CMS body (decision 068). Until this arrives the link opens the host's page.
if (document.querySelector('.video-facade'))
  void import('../utils/play-video-facade.ts').then(({ playVideoFacade }) => {
    // A body's embeds through the body; a player of the page's own through its box.
    for (const area of document.querySelectorAll<HTMLElement>('.prose, :not(.embedded-video) > .video-facade')) {
      area.addEventListener('click', playVideoFacade)
      // What tests wait for before pressing play, as they wait for hydration elsewhere.
      area.dataset.playsVideos = 'ready'
    }
  })

// What end-to-end tests wait for, as they wait for hydration on other pages.
document.documentElement.dataset.islands = 'ready'
