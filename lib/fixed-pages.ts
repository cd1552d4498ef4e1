/** Pages whose address is fixed and whose content is a CMS page of a fixed id (spec §2). */
export interface FixedPage {
  path: string
  contentId: number
  /** The slug of the spec's page where it is not the address's last segment. */
  slug?: string
}

/** The media kit's CMS page: its two addresses have their own route (the request form and the kit). */
export const MEDIA_KIT_PAGE_ID = 12641
export const mediaKitPaths = ['/advertising/media-kit', '/advertising/mediakit']

export const advertisingPages: FixedPage[] = [{ path: '/advertising', contentId: 12640 }, ...mediaKitPaths.map((path) => ({ path, contentId: MEDIA_KIT_PAGE_ID, slug: 'media-kit' }))]

export const staticPages: FixedPage[] = [
  { path: '/submissions', contentId: 12644 },
  { path: '/reprints', contentId: 12647 },
  { path: '/contact', contentId: 12650 },
  { path: '/about', contentId: 12660 },
  { path: '/privacy-policy', contentId: 12732 },
  { path: '/sp500', contentId: 13020 },
  { path: '/resources/sales-consultants-letter', contentId: 14590 },
  { path: '/resources/top-15-sales-enablement-partners-letter', contentId: 14661 },
  { path: '/resources/b2b-sales-jobs', contentId: 18512 },
]

export const thankYouPages: FixedPage[] = [
  { path: '/thank-you/newsletters/', contentId: 19161, slug: 'newsletters-thank-you' },
  { path: '/thank-you/registration/', contentId: 19163, slug: 'registration-thank-you' },
  { path: '/thank-you/magazine/', contentId: 19159, slug: 'magazine-thank-you' },
]

export const editorialPages: FixedPage[] = [
  { path: '/message', contentId: 12700 },
  { path: '/dei', contentId: 12710 },
]

/** Every fixed address, an alias beside its page's main address (WordPress's plugin offers a choice of page for each main one). */
export const allFixedPages = [...advertisingPages, ...staticPages, ...thankYouPages, ...editorialPages]

const normalise = (path: string) => path.replace(/\/+$/, '') || '/'

export function getFixedPage(pathname: string): FixedPage | null {
  const wanted = normalise(pathname)
  return allFixedPages.find((page) => normalise(page.path) === wanted) ?? null
}

/**
 * The slug a publisher's own WordPress gives the page of this address (its last segment): a
 * WordPress has other ids than the spec's, so a fixed page not found by id is looked up by it.
 */
export const fixedPageSlug = (page: FixedPage) => normalise(page.path).split('/').at(-1)!

/**
 * Whether the page at a fixed address's spec id is that address's page: its slug is the address's
 * or the spec page's. A WordPress whose ids pass the spec's has some other page at that id.
 */
export const isFixedPageSlug = (page: FixedPage, slug: string) => slug === fixedPageSlug(page) || slug === page.slug
