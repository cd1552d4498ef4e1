import { NEWSLETTERS, readersOf } from '#lib/newsletter-lists.ts'
import type { IssueContent, IssueItemRef, IssueStory } from '#lib/newsletter-issue.ts'
import { slugify } from '#lib/section-paths.ts'
import { easternDateTime } from '#lib/time-format.ts'
import type { ContentClient } from '../../../content/client.ts'
import { sanitizeContentHtml } from '../../../content/sanitize.ts'
import type { Issue, Newsletter } from './records.ts'

export type ItemContent = Pick<ContentClient, 'getArticle' | 'getWebinar' | 'getVideo'>

/** A video's description is whole; the mail shows its start. */
const DECK_CHARACTERS = 240
const cut = (text: string) => (text.length > DECK_CHARACTERS ? `${text.slice(0, DECK_CHARACTERS - 1).replace(/\s+\S*$/, '')}…` : text)

/**
 * The newsletter is the one its readers chose by name (daily-boost to the Boost's readers), not one
 * added for them: told by its address, which a rename leaves as it is.
 */
const ownAudience = (newsletter: Newsletter) => newsletter.slug === slugify(NEWSLETTERS.find((list) => list.key === newsletter.audience)?.label ?? '')

/**
 * An issue's items read through the content client into the stories a mail shows: absolute
 * addresses on the site, the deck, the image, a label, and a webinar's time in words. An item
 * that is gone (unpublished, deleted) is left out.
 */
export function createFreezer({ content, siteUrl }: { content: ItemContent; siteUrl: string }) {
  const origin = new URL(siteUrl).origin
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`)

  /** The story of an item that is there: its address made absolute, no image and no time unless given. */
  const frozen = (item: IssueItemRef, found: { title: string; path: string }, story: Pick<IssueStory, 'label' | 'deck'> & Partial<Pick<IssueStory, 'imageUrl' | 'imageAlt' | 'when'>>): IssueStory => ({
    ...item,
    label: story.label,
    title: found.title,
    url: absolute(found.path),
    deck: story.deck,
    imageUrl: story.imageUrl ?? null,
    imageAlt: story.imageAlt ?? '',
    when: story.when ?? '',
  })

  async function story(item: IssueItemRef): Promise<IssueStory | null> {
    if (item.type === 'post') {
      const article = await content.getArticle(item.id)
      const image = article?.image
      return article && frozen(item, article, { label: article.isBlog ? 'Blog post' : 'Article', deck: article.deck, imageUrl: image ? absolute(image.src) : null, imageAlt: image?.alt ?? '' })
    }
    if (item.type === 'webinars') {
      const webinar = await content.getWebinar(item.id)
      return webinar && frozen(item, webinar, { label: 'Webinar', deck: webinar.summary, when: webinar.start ? easternDateTime(webinar.start) : '' })
    }
    if (item.type === 'videos') {
      const video = await content.getVideo(item.id)
      const thumbnail = video?.thumbnail
      return video && frozen(item, video, { label: 'Video', deck: cut(video.description), imageUrl: thumbnail ? absolute(thumbnail.src) : null, imageAlt: thumbnail?.alt || video.title })
    }
    return null
  }

  /** The intro as the newsroom's allow-list keeps it, its links and images made absolute for mail. */
  const intro = (html: string) => sanitizeContentHtml(html, siteUrl).replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`)

  return {
    /** The items as the editor lists them, in place: an item that is gone stays listed as such, so positions hold. */
    describe: (items: IssueItemRef[]) =>
      Promise.all(items.map(async (item) => (await story(item)) ?? { ...item, label: 'Gone', title: `No longer published (${item.type} ${item.id})`, url: '', when: '' })),

    async freeze(issue: Issue, newsletter: Newsletter): Promise<IssueContent> {
      const stories = (await Promise.all(issue.items.map(story))).filter((one): one is IssueStory => one !== null)
      const sponsor = issue.sponsorSlot ? { ...issue.sponsorSlot, logoUrl: issue.sponsorSlot.logoUrl ? absolute(issue.sponsorSlot.logoUrl) : '' } : null
      return {
        newsletter: { slug: newsletter.slug, name: newsletter.name, ...(ownAudience(newsletter) ? {} : { readers: readersOf(newsletter.audience) }) },
        issueDate: issue.issueDate,
        subject: issue.subject || stories[0]?.title || newsletter.name,
        previewText: issue.previewText,
        introHtml: intro(issue.introHtml),
        stories,
        sponsor,
      }
    },
  }
}
export type Freezer = ReturnType<typeof createFreezer>
