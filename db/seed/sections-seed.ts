import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm'
import { escapeHtml } from '#lib/html-text.ts'
import { productSlug, siteListFamilies } from '#lib/list-editions.ts'
import { articlePath, BLOG_CATEGORY_SLUG, SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { cutAtForMore } from '#lib/video-text.ts'
import { addDays, todayIn, zonedTimeToUtc } from '#lib/zoned-time.ts'
import type { Database } from '../client.ts'
import { writePost, writeTerm, type PostValues } from '../import/write-content.ts'
import { authors, companies, eventPassTypes, media, posts, postTerms, siteOptions, terms } from '../schema/index.ts'
import { CHANNEL, seedEvents, seedResources, seedTopics, seedVideos, seedVideoSeries, seedWebinars, type SeedSpeaker } from './demo-content.ts'
import { markdownParagraphs, markdownToHtml } from './markdown.ts'
import { coverScene, documentScene, eventIllustration, kindIllustration, type Scene } from './art/scenes.ts'
import { seriesName, videoCards } from './seed-pictures.ts'
import { PALETTES } from './art/palettes.ts'
import { writeIllustration } from './images.ts'
import { COVER_SIZES, SECTIONS_FOLDER, writeLogo, writePdf, writePrivatePdf, writeSpeakerPhoto } from './sections/assets.ts'
import { readText } from './content-files.ts'
import { buildIssues, issuePdfPages } from './sections/issues.ts'
import { buildAward, buildFiveHundred, buildList, seedCompanyDetails, type SeedEdition } from './sections/lists.ts'
import { sessionDay, workingStart } from './sections/calendar.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const DAY_MS = 24 * 3600_000
const HOUR_MS = 3600_000

export interface SectionsSeedOptions {
  siteName: string
  uploadsDir: string
  /** The seed date: webinars, issues, videos and events are placed around it. */
  now?: Date
}

const plusMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const total = h * 60 + m + minutes
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
const firstParagraphText = (html: string) => (/<p>(.*?)<\/p>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')

/**
 * The sections' demo content: webinars, magazine issues, videos, events, every ranked list and
 * award family, and gated resources; then the options that point at the current issue and the
 * daily video. Runs inside the seed's transaction, after the editorial content it links to.
 */
export async function seedSections(tx: Tx, { siteName, uploadsDir, now = new Date() }: SectionsSeedOptions) {
  const fill = (text: string) => text.replaceAll('{{site_name}}', siteName)
  const today = todayIn(SITE_TIME_ZONE, now)
  const at = (date: string, time: string) => zonedTimeToUtc(date, time, SITE_TIME_ZONE)!
  const notAfterNow = (date: Date, hoursBack: number) => new Date(Math.min(date.getTime(), now.getTime() - hoursBack * HOUR_MS))

  const [editor] = await tx.select({ id: authors.id }).from(authors).orderBy(asc(authors.id)).limit(1)
  const authorId = editor?.id ?? null
  /** Draws each item's picture and stores it in the media library; returns the media ids in order. */
  const insertPictures = async (items: { slug: string; title: string; scene: Scene }[], sizes?: Parameters<typeof writeIllustration>[4]) => {
    if (items.length === 0) return []
    const rows = await Promise.all(
      items.map(async ({ slug, title, scene }) => ({ slug, title, caption: 'Illustration generated for this site.', ...(await writeIllustration(uploadsDir, SECTIONS_FOLDER, slug, scene, sizes)) })),
    )
    return (await tx.insert(media).values(rows).returning({ id: media.id })).map((row) => row.id)
  }
  const palette = (i: number) => PALETTES[i % PALETTES.length]!
  const topicId = new Map((await tx.select({ id: terms.id, slug: terms.slug }).from(terms).where(eq(terms.taxonomy, 'category'))).map((row) => [row.slug, row.id]))
  // What the magazine can print: the reported articles, not the blogs' first-person posts (they live at /blog/{slug}).
  const blogPosts = tx.select({ id: postTerms.postId }).from(postTerms).innerJoin(terms, eq(terms.id, postTerms.termId)).where(eq(terms.slug, BLOG_CATEGORY_SLUG))
  const articles = await tx
    .select({ id: posts.id, slug: posts.slug, title: posts.title, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish'), notInArray(posts.id, blogPosts)))
    .orderBy(desc(posts.publishedAt))

  /** Every section item goes through the importer's writer, as an imported WordPress's would. */
  const insertPosts = async (rows: PostValues[]) => {
    const ids: { id: number }[] = []
    for (const row of rows) ids.push({ id: (await writePost(tx, row)).id })
    return ids
  }
  const topicIds = (...slugs: (string | undefined)[]) => slugs.map((slug) => topicId.get(slug ?? '')).filter((id): id is number => id !== undefined)
  const logos = new Map<string, string>()
  const logo = (sponsor: { slug: string; name: string }) => {
    if (!logos.has(sponsor.slug)) logos.set(sponsor.slug, writeLogo(uploadsDir, sponsor.slug, sponsor.name, logos.size + 2))
    return logos.get(sponsor.slug)!
  }
  const speakerNames = [...new Set(seedWebinars.flatMap(({ front: webinar }) => [webinar.presenter, ...webinar.panelists].map((person) => person.name)))]
  const speakerPhotos = new Map(await Promise.all(speakerNames.map(async (name, i) => [name, await writeSpeakerPhoto(uploadsDir, name, i)] as const)))
  const speaker = (person: SeedSpeaker) => ({ ...person, photo: speakerPhotos.get(person.name)! })

  // Webinars: three held (with recordings), three to come, on weekdays; announced three weeks ahead.
  await insertPosts(
    seedWebinars.map(({ slug, front: webinar, body }, i) => {
      const startDate = sessionDay(today, webinar.inDays)
      const start = zonedTimeToUtc(startDate, webinar.startTime, webinar.timeZone)!
      const announced = notAfterNow(new Date(start.getTime() - 21 * DAY_MS), i + 1)
      const { presenter } = webinar
      const lead = `${presenter.name}, ${presenter.title} at ${presenter.company}, leads the session and takes questions at the end.`
      return {
        type: 'webinars' as const,
        slug,
        title: fill(webinar.title),
        excerpt: fill(webinar.summary),
        contentHtml: markdownToHtml(fill(`${body}\n\n${lead} ${webinar.inDays < 0 ? 'The recording is available on demand.' : 'Registration is free.'}`)),
        authorId,
        publishedAt: announced,
        modifiedAt: announced,
        acf: {
          start_date: startDate,
          start_time: webinar.startTime,
          end_time: plusMinutes(webinar.startTime, webinar.minutes),
          time_zone: webinar.timeZone,
          presenter: speaker(presenter),
          sponsor: { name: webinar.sponsor.name, slug: webinar.sponsor.slug, url: webinar.sponsor.url, logo: logo(webinar.sponsor) },
          registration_open: webinar.inDays >= 0,
          registration_form: webinar.form,
          recording_video_id: webinar.recording ?? '',
          panelists: webinar.panelists.map(speaker),
        },
        termIds: topicIds(...webinar.topics),
      }
    }),
  )

  // Magazine: forty monthly issues, covers and a PDF digital edition each.
  const issues = buildIssues(
    today,
    articles.map((article) => ({ id: article.id, title: article.title, path: articlePath(article), publishedAt: article.publishedAt })),
    (issueDate) => at(issueDate, '06:00'),
  )
  const covers = await insertPictures(
    issues.map((issue, i) => {
      const month = new Date(`${issue.issueDate}T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      const lines = issue.tableOfContents.slice(issue.special ? 0 : 1, 4).map((entry) => entry.title)
      const scene = coverScene(
        {
          masthead: siteName,
          dateLine: month,
          numberLine: `Vol. ${issue.volume} No. ${issue.issueNumber}`,
          coverStory: issue.coverStory,
          coverLines: lines,
          topic: seedTopics[i % seedTopics.length]!.slug,
          special: issue.special ? issue.title.replace(/^Special Issue: /, '') : undefined,
        },
        palette(i * 3 + 1),
        i,
      )
      return { slug: `cover-${issue.slug}`, title: `Cover: ${issue.title}`, scene }
    }),
    COVER_SIZES,
  )
  const issueRows = await insertPosts(
    issues.map((issue, i) => {
      const publishedAt = notAfterNow(at(issue.issueDate, '06:00'), 0)
      const pdf = writePdf(uploadsDir, `${productSlug(siteName)}-${issue.slug}`, { title: `${siteName}: ${issue.title}`, pages: issuePdfPages(issue, siteName) })
      return {
        type: 'issues' as const,
        slug: issue.slug,
        title: issue.title,
        excerpt: issue.excerpt,
        contentHtml: fill(issue.contentHtml),
        authorId,
        featuredMediaId: covers[i]!,
        publishedAt,
        modifiedAt: publishedAt,
        acf: {
          special: issue.special,
          issue_date: issue.issueDate,
          volume: issue.volume,
          issue_number: issue.issueNumber,
          cover_story: issue.coverStory,
          table_of_contents: issue.tableOfContents,
          digital_edition: pdf.url,
        },
      }
    }),
  )

  // Videos: three series as categories of the video library.
  const seriesId = new Map<string, number>()
  for (const series of seedVideoSeries) seriesId.set(series.slug, (await writeTerm(tx, { taxonomy: 'video_category', slug: series.slug, name: series.name, description: fill(series.description) })).id)
  const cards = videoCards()
  const videoPictures = await insertPictures(
    seedVideos.map(({ slug, front: video }) => ({
      slug: `video-${slug}`,
      title: video.title,
      scene: cards.get(slug)!,
    })),
  )
  const videoRows = await insertPosts(
    seedVideos.map(({ slug, front: video, body }, i) => {
      const publishedAt = new Date(now.getTime() - video.daysAgo * DAY_MS - i * 60_000)
      // The description, then its transcript under a heading of that name (the video page's "Transcript").
      const [about = '', transcript = ''] = fill(body).split(/^## Transcript$/m)
      const description = about.trim()
      return {
        type: 'videos' as const,
        slug,
        title: video.title,
        excerpt: cutAtForMore(description),
        contentHtml: `<p>${escapeHtml(description)}</p>${transcript.trim() ? `\n<h2>Transcript</h2>\n${markdownToHtml(transcript)}` : ''}`,
        authorId,
        featuredMediaId: videoPictures[i]!,
        publishedAt,
        modifiedAt: publishedAt,
        acf: {
          youtube_id: video.youtubeId,
          duration: video.duration,
          series: seriesName(video.series),
          channel_id: CHANNEL.id,
          channel_name: fill(CHANNEL.name),
        },
        // Its series first, then the topic, so topic pages show it beside their articles.
        termIds: [seriesId.get(video.series)!, ...topicIds(video.topic)],
      }
    }),
  )

  // Events: summits and conferences around the seed date.
  const eventPictures = await insertPictures(seedEvents.map(({ slug, front: event }, i) => ({ slug: `event-${slug}`, title: fill(event.title), scene: eventIllustration(palette(i * 3 + 4), i) })))
  const eventIds = await insertPosts(
    seedEvents.map(({ slug, front: event, body }, i) => {
      const startDate = workingStart(addDays(today, event.inDays))
      const announced = notAfterNow(new Date(zonedTimeToUtc(startDate, event.startTime, event.timeZone)!.getTime() - 60 * DAY_MS), i + 1)
      return {
        type: 'events' as const,
        slug,
        title: fill(event.title),
        excerpt: fill(event.summary),
        contentHtml: markdownToHtml(fill(body)),
        authorId,
        featuredMediaId: eventPictures[i]!,
        publishedAt: announced,
        modifiedAt: announced,
        acf: {
          event_type: event.eventType,
          format: event.format,
          start_date: startDate,
          end_date: addDays(startDate, event.days - 1),
          start_time: event.startTime,
          end_time: event.endTime,
          time_zone: event.timeZone,
          venue: event.venue,
          agenda: event.agenda.map((item) => ({
            date: addDays(startDate, item.day - 1),
            start_time: item.startTime,
            end_time: item.endTime,
            title: fill(item.title),
            speakers: item.speakers.map((person) => ({ ...person, company: fill(person.company) })),
          })),
          sponsors: event.sponsors.map((sponsor) => ({ ...sponsor, logo: logo(sponsor) })),
          // A demo has no ticketing site: registering writes to the events team, an address that answers.
          registration_url: `mailto:events@quota.example?subject=${encodeURIComponent(`Register: ${fill(event.title)}`)}`,
          registration_open: event.inDays >= 0,
          price: event.price,
        },
      }
    }),
  )

  const passTypes = seedEvents.flatMap(({ front: event }, i) => (event.passes ?? []).map((pass) => ({ ...pass, eventId: eventIds[i]!.id })))
  if (passTypes.length) await tx.insert(eventPassTypes).values(passTypes)

  // Ranked lists and awards: every family this year; the 500 also last year.
  const year = Number(today.slice(0, 4))
  const editions: SeedEdition[] = siteListFamilies(siteName).flatMap(({ family, slug, name }) => {
    if (family.slug === '{product}-500') return buildFiveHundred([year - 1, year], slug, name, siteName)
    if (family.slug === 'largest-sales-organizations-{product}-500') return [{ ...buildFiveHundred([year - 1, year], slug, name, siteName).at(-1)! }]
    return [family.kind === 'award' ? buildAward(family, slug, name, year, siteName) : buildList(family, slug, name, year, siteName)]
  })
  const listPictures = await insertPictures(
    editions.map((edition, i) => ({ slug: `list-${edition.family}-${edition.year}`, title: `${edition.name} ${edition.year}`, scene: kindIllustration('list', palette(i), i) })),
  )
  await insertPosts(
    editions.map((edition, i) => {
      const publishedAt = new Date(now.getTime() - (year - edition.year) * 365 * DAY_MS - (i + 1) * 5 * HOUR_MS)
      return {
        type: 'lists' as const,
        slug: `${edition.family}-${edition.year}`,
        title: `${edition.name} ${edition.year}`,
        excerpt: firstParagraphText(edition.introduction),
        contentHtml: edition.introduction,
        authorId,
        featuredMediaId: listPictures[i]!,
        publishedAt,
        modifiedAt: publishedAt,
        acf: {
          family: edition.family,
          year: edition.year,
          kind: edition.kind,
          introduction: edition.introduction,
          methodology: edition.methodology,
          metric_label: edition.metricLabel,
          segments: edition.segments,
          entries: edition.entries,
          categories: edition.categories,
          winners: edition.winners,
        },
      }
    }),
  )

  await describeListedCompanies(tx, seedCompanyDetails(editions))

  // Resources: sponsored downloads, each a small PDF in the private folder (served after the lead form).
  const resourcePictures = await insertPictures(
    seedResources.map(({ slug, front: resource }, i) => ({
      slug: `resource-${slug}`,
      title: resource.title,
      scene: documentScene(resource.title, resource.assetType.replace('-', ' '), resource.topic ?? '', palette(i * 3 + 2), i),
    })),
  )
  await insertPosts(
    seedResources.map(({ slug, front: resource, body }, i) => {
      const publishedAt = new Date(now.getTime() - resource.daysAgo * DAY_MS)
      const kind = resource.assetType.replace('-', ' ')
      const pdf = writePrivatePdf(uploadsDir, slug, {
        title: resource.title,
        pages: [
          { heading: resource.title, paragraphs: [resource.summary, ...markdownParagraphs(body)] },
          {
            heading: `About ${resource.sponsor.name}`,
            paragraphs: [`This ${kind} is provided by ${resource.sponsor.name} (${resource.sponsor.url}) and published in the ${siteName} resource library.`],
          },
        ],
      })
      return {
        type: 'resources' as const,
        slug,
        title: resource.title,
        excerpt: resource.summary,
        contentHtml: markdownToHtml(fill(body)),
        authorId,
        featuredMediaId: resourcePictures[i]!,
        publishedAt,
        modifiedAt: publishedAt,
        acf: {
          asset_type: resource.assetType,
          sponsor: { ...resource.sponsor, logo: logo(resource.sponsor) },
          file: pdf.url,
          file_type: 'application/pdf',
          file_size: pdf.size,
          pages: 2,
          summary: resource.summary,
          gated: true,
        },
        termIds: topicIds(resource.topic),
      }
    }),
  )

  // Options: the newest regular issue is current; the newest video is the daily video.
  const currentIssue = issueRows[issues.findIndex((issue) => !issue.special)]!
  const newestVideo = videoRows[seedVideos.reduce((best, { front: video }, i) => (video.daysAgo < seedVideos[best]!.front.daysAgo ? i : best), 0)]!
  await tx.insert(siteOptions).values([
    { name: 'current_issue', value: currentIssue.id },
    { name: 'daily_video', value: newestVideo.id },
    // The publisher keeps /ads.txt with the content (content/ads.txt): the demo sells directly.
    { name: 'ads_txt', value: readText('ads.txt').trim() },
  ])
}

/** The companies the lists' rows made, given the size band and headquarters those rows do not say (one statement for them all). */
async function describeListedCompanies(tx: Tx, details: ReadonlyMap<string, { sizeBand: string; headquarters: string }>) {
  if (!details.size) return
  const values = sql.join(
    [...details].map(([name, { sizeBand, headquarters }]) => sql`(${name}, ${sizeBand}, ${headquarters})`),
    sql`, `,
  )
  await tx.execute(
    sql`update ${companies} set size_band = v.band, headquarters = case when ${companies.headquarters} = '' then v.hq else ${companies.headquarters} end from (values ${values}) as v(name, band, hq) where ${companies.name} = v.name`,
  )
}
