/** An item of an issue, in its order; the first story leads. */
export interface IssueItemRef {
  /** The content's kind as the content service names it (post, webinars, videos …) and its id. */
  type: string
  id: number
}

/** A sponsor's booked place in an issue. */
export interface SponsorSlot {
  /** The sponsor's slug, as leads and sponsor users name it. */
  sponsor: string
  message: string
  link: string
  logoUrl: string
  logoAlt: string
}

/**
 * What an issue of a newsletter says, resolved from its items when the send starts (or for a
 * preview): the mail, the web version and the archive all show this, never the live content.
 */
export interface IssueStory {
  /** The content's kind as the content service names it (post, webinars, videos …) and its id. */
  type: string
  id: number
  /** Shown above the title: Article, Webinar, Video … */
  label: string
  title: string
  /** Absolute address on the site. */
  url: string
  deck: string
  imageUrl: string | null
  imageAlt: string
  /** A webinar's or event's date and time in words, empty for the rest. */
  when: string
}

export interface IssueContent {
  /** `readers`: whom it goes to when they chose another newsletter ("readers of the Daily Boost", decision 056). */
  newsletter: { slug: string; name: string; readers?: string }
  /** YYYY-MM-DD in the site's zone. */
  issueDate: string
  subject: string
  previewText: string
  /** The editor's intro, sanitized rich text (the newsroom editor's markup). */
  introHtml: string
  /** In the editor's order: the first one leads. */
  stories: IssueStory[]
  sponsor: SponsorSlot | null
}

/** An issue made into mail once per send; each recipient's copy only fills in the placeholders below. */
export interface RenderedIssue {
  html: string
  text: string
  /** Every address the mail links to, in order: position n is the redirect /n/c/{issue}/{n}/{signature}. */
  links: { url: string; sponsor: string | null }[]
}

/**
 * Per-recipient parts of a rendered issue, written into the HTML and text once and replaced for each
 * recipient (rendering React for each of 100 000 readers would take minutes).
 */
export const RECIPIENT_PLACEHOLDERS = {
  unsubscribeUrl: '%%unsubscribe_url%%',
  manageUrl: '%%manage_url%%',
  /** Empty when the newsletter does not count opens: no image is sent. */
  openPixelUrl: '%%open_pixel_url%%',
} as const

/** Gmail clips a message past 102 KB of HTML; an issue must stay under it. */
export const GMAIL_CLIP_BYTES = 102 * 1024

/** The mail's line on why the reader gets it: true of an added newsletter too, whose readers chose another. */
export function whyYouReceive(newsletter: IssueContent['newsletter'], siteName: string): string {
  return newsletter.readers
    ? `You receive the ${newsletter.name} as one of the ${newsletter.readers} at ${siteName}: you chose it and confirmed your address.`
    : `You receive the ${newsletter.name} because you signed up for it at ${siteName} and confirmed your address.`
}

/** The web version's address. */
export const issuePath = (newsletterSlug: string, issueDate: string) => `/newsletters/${newsletterSlug}/${issueDate}`

/** What a send fixes when it starts (newsletter_issues.content): every batch mails it, the web version shows it. */
export interface FrozenIssue {
  content: IssueContent
  rendered: RenderedIssue
}

/**
 * The open pixel exactly as the rendered HTML holds it: when the newsletter does not count opens,
 * the sender replaces this whole tag with nothing (no image is fetched), else it fills in its URL.
 */
export const OPEN_PIXEL_TAG = `<img src="${RECIPIENT_PLACEHOLDERS.openPixelUrl}" width="1" height="1" alt=""/>`

/** The sponsor's name as readers see it: the slot holds its slug and its logo's alt text, which names it. */
export const sponsorName = (slot: SponsorSlot) => slot.logoAlt.replace(/\s+logo$/i, '').trim() || slot.sponsor
