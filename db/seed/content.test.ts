import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allFixedPages, isFixedPageSlug } from '#lib/fixed-pages.ts'
import { FIRST_LANDING_YEAR } from '#lib/landing-pages.ts'
import { articleDate, interleave } from './article-dates.ts'
import { CONTENT_ROOT, parseContentFile, readText } from './content-files.ts'
import { seedArticleSets, seedAuthors, seedEvents, seedPages, seedResources, seedTags, seedTopics, seedVideos, seedVideoSeries, seedWebinars } from './demo-content.ts'
import { markdownToHtml } from './markdown.ts'
import { sessionDay } from './sections/calendar.ts'
import { buildIssues } from './sections/issues.ts'

/** The demo content files: well formed, consistent with each other, and free of what the content audit found. */
const SEED_DIR = join(CONTENT_ROOT, '..')
const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]))

describe('the content files', () => {
  it("give each fixed address's page its spec id and a slug of that address (the content client shows a spec id's page only then)", () => {
    for (const fixed of allFixedPages) {
      const page = seedPages.find((candidate) => candidate.front.id === fixed.contentId)
      expect(page && isFixedPageSlug(fixed, page.slug), fixed.path).toBe(true)
    }
  })

  it('give every family unique slugs, every page a unique fixed id, and name only authors, topics and tags that exist', () => {
    const articles = seedArticleSets.flatMap((set) => set.articles)
    for (const family of [articles, seedPages, seedWebinars, seedEvents, seedVideos, seedResources]) {
      const slugs = family.map((item) => item.slug)
      expect(new Set(slugs).size, slugs.join()).toBe(slugs.length)
    }
    expect(new Set(seedPages.map((page) => page.front.id)).size).toBe(seedPages.length)
    const authors = new Set(seedAuthors.map((author) => author.slug))
    const topics = new Set(seedTopics.map((topic) => topic.slug))
    const tags = new Set(seedTags.map((tag) => tag.slug))
    for (const article of articles) {
      expect(authors.has(article.author), article.slug).toBe(true)
      expect(article.topics.every((topic) => topics.has(topic)) && article.tags.every((tag) => tags.has(tag)), article.slug).toBe(true)
      expect(article.paragraphs.length, article.slug).toBeGreaterThan(2)
    }
    for (const item of [...seedVideos, ...seedResources]) expect(item.front.topic === undefined || topics.has(item.front.topic), item.path).toBe(true)
    for (const video of seedVideos) expect(seedVideoSeries.map((series) => series.slug)).toContain(video.front.series)
  })

  it('reads front matter as JSON and says which file is wrong', () => {
    expect(parseContentFile('---\n{ "title": "A" }\n---\n\nBody', 'x.md')).toEqual({ front: { title: 'A' }, body: 'Body', path: 'x.md' })
    expect(() => parseContentFile('---\ntitle: A\n---\nBody', 'pages/01-a.md')).toThrow(/pages\/01-a\.md: the front matter is not JSON/)
    expect(() => parseContentFile('Body only', 'pages/01-a.md')).toThrow(/no front matter/)
  })

  it('turns a body into paragraphs and headings, escapes text and keeps HTML blocks as they are', () => {
    expect(markdownToHtml('## Why & how\n\nOne line\ncontinued.\n\n<ul>\n<li>kept</li>\n</ul>\n\n### Small <b>')).toBe(
      '<h2>Why &#38; how</h2>\n<p>One line continued.</p>\n<ul>\n<li>kept</li>\n</ul>\n<h3>Small &#60;b&#62;</h3>',
    )
  })
})

describe('what the content audit found', () => {
  it('dates every topic’s reporting in every year the insight pages cover', () => {
    for (const now of [new Date('2026-11-27T12:00:00Z'), new Date('2027-01-04T12:00:00Z')]) {
      const articles = interleave(seedArticleSets)
      const years = (topic: string) =>
        new Set(articles.filter((article) => article.topics.includes(topic)).map((article) => articleDate(articles.indexOf(article), articles.length, now).getUTCFullYear()))
      for (let year = FIRST_LANDING_YEAR; year < now.getUTCFullYear(); year++) {
        for (const topic of ['sales-training', 'sales-technology']) expect(years(topic).has(year), `${topic} in ${year}`).toBe(true)
      }
    }
  })

  it('gives no two magazine issues one cover story, and prints in an issue only what was published before it', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    const articles = interleave(seedArticleSets)
      .map((article, i, all) => ({ id: i + 1, title: article.title, path: `/a/${i + 1}`, publishedAt: articleDate(i, all.length, now), blog: article.blog }))
      .filter((article) => !article.blog)
    const press = (issueDate: string) => new Date(`${issueDate}T11:00:00Z`)
    const issues = buildIssues('2026-11-27', articles, press)
    expect(issues).toHaveLength(40)
    const covers = issues.filter((issue) => !issue.special).map((issue) => issue.coverStory)
    expect(covers.every(Boolean)).toBe(true)
    expect(new Set(covers).size).toBe(covers.length)
    const published = new Map(articles.map((article) => [article.id, article.publishedAt]))
    for (const issue of issues) {
      expect(issue.tableOfContents.length, issue.slug).toBeGreaterThan(0)
      for (const entry of issue.tableOfContents) expect(published.get(entry.post_id)!.getTime(), `${issue.slug}: ${entry.title}`).toBeLessThanOrEqual(press(issue.issueDate).getTime())
    }
    const printed = issues.flatMap((issue) => issue.tableOfContents.map((entry) => entry.post_id))
    expect(new Set(printed).size).toBe(printed.length)
  })

  it('holds every webinar on a weekday, whatever day the seed runs, without moving a held one into the future', () => {
    for (let d = 0; d < 7; d++) {
      const today = `2026-11-${String(23 + d).padStart(2, '0')}`
      for (const { front } of seedWebinars) {
        const day = sessionDay(today, front.inDays)
        expect([0, 6], `${today} ${front.inDays}`).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay())
        expect(day < today, `${today} ${front.inDays}`).toBe(front.inDays < 0)
      }
    }
  })

  it('lists real sellers in ads.txt, no placeholder account', () => {
    const records = readText('ads.txt')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#') && !line.includes('='))
      .map((line) => line.split(',').map((field) => field.trim()))
    expect(records.length).toBeGreaterThan(0)
    for (const [domain, account, relation] of records) {
      expect(domain).not.toMatch(/placeholder|adsystem\.example|^google\.com$/)
      expect(account).not.toMatch(/^(pub-)?0+$|placeholder/)
      expect(['DIRECT', 'RESELLER']).toContain(relation)
    }
  })

  it('gives the media kit page no address of its own (the kit names the one to write to), and the jobs board open roles', () => {
    const page = (slug: string) => seedPages.find((candidate) => candidate.slug === slug)!.body
    expect(page('media-kit')).not.toMatch(/mailto:|@/)
    const roles = page('b2b-sales-jobs').split('<h2>Open roles</h2>')[1]?.split('<h2>')[0] ?? ''
    expect(roles.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(5)
  })

  it('sets quotation marks and apostrophes as a printer would (curly, double quotes for quotations)', () => {
    const prose = [...seedArticleSets.flatMap((set) => set.articles), ...seedWebinars, ...seedEvents, ...seedVideos, ...seedResources, ...seedPages].flatMap((item) => {
      const front = ('front' in item ? item.front : item) as { title?: string; deck?: string }
      const body = 'body' in item ? String(item.body) : (item as { paragraphs: string[] }).paragraphs.join('\n')
      return [front.title ?? '', front.deck ?? '', body.replace(/<[^>]*>/g, '')].map((text) => ({ where: item.slug, text }))
    })
    const straight = prose.filter(({ text }) => /['"]/.test(text)).map(({ where, text }) => `${where}: ${/.{0,30}['"].{0,30}/.exec(text)![0]}`)
    expect(straight).toEqual([])
    expect(prose.filter(({ text }) => text.includes('‘')).map(({ where }) => where)).toEqual([])
  })

  it('is written in American English', () => {
    const british =
      /\b(organis(e|ed|es|ing|ation|ations)|recognis(e|ed|es|ing)|summaris(e|ed|es|ing)|specialis(e|ed|es|ing)|optimis(e|ed|es|ing|ation)|prioritis(e|ed|es|ing)|normalis(e|ed|es|ing)|authoris(e|ed|es|ing|ation)|personalis(e|ed|es|ing)|apologis(e|ed|es|ing)|programmes?|behaviours?|colours?|favour(s|ed|ite)?|honour(s|ed|ees?)?|labour|centres?|catalogues?|licences?|practis(e|ed|es|ing)|cancelled|cancelling|travelling|modelling|judgement|whilst|amongst|analys(e|ed|ing)|enrolment)\b/i
    const found = filesUnder(SEED_DIR)
      .filter((file) => /\.(md|json|txt|html|ts)$/.test(file) && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(new RegExp(british, 'gi'))].map((match) => `${relative(SEED_DIR, file)}: ${match[0]}`))
    expect(found).toEqual([])
  })
})
