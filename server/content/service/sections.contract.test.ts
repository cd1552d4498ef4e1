import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { listFamilies } from '#lib/list-families.ts'
import { todayIn } from '#lib/zoned-time.ts'
import { withTestApp } from '#tests/utils/with-test-app.ts'
import { readSample, sampleIndex, shapeOf } from '#tests/utils/wordpress-samples.ts'
import { itRefusesTheParameter } from '#tests/utils/invalid-params.ts'

/**
 * The section types, options and daily video of /wp-json, compared with what a real WordPress
 * with the same custom types answered (tests/fixtures/wordpress): every field and header it
 * sends, we send, in the same shape. What we add is named here.
 */
const t = withTestApp()
const SITE = 'http://localhost:3000'
type Item = Record<string, any>

const json = async (path: string) => {
  const res = await t.request(path)
  return { res, body: await res.json() }
}
const recordedHeaders = (file: string) => sampleIndex().find((entry) => entry.file === file)!.headers

/** The part of `shape` that `like` has: keys we send beyond the recorded ones are left out. */
function restrict(shape: unknown, like: unknown): unknown {
  if (Array.isArray(like) && Array.isArray(shape)) return like.length === 0 ? [] : [restrict(shape[0], like[0])]
  if (like && typeof like === 'object' && shape && typeof shape === 'object' && !Array.isArray(shape)) {
    return Object.fromEntries(Object.keys(like).map((key) => [key, key in shape ? restrict((shape as Item)[key], (like as Item)[key]) : 'missing']))
  }
  return shape
}
/** Our item has every field of the recorded one, nested fields included, with the same types. */
function expectCovers(ours: Item, sample: Item) {
  const { _links: ourLinks, _embedded: _e1, ...our } = ours
  const { _links: sampleLinks, _embedded: _e2, ...recorded } = sample
  expect(restrict(shapeOf(our), shapeOf(recorded))).toEqual(shapeOf(recorded))
  expect(Object.keys(ourLinks)).toEqual(expect.arrayContaining(Object.keys(sampleLinks).filter((rel) => rel !== 'wp:featuredmedia')))
}
const extraKeys = (ours: Item, sample: Item) => Object.keys(ours).filter((key) => !(key in sample))

describe('collections answer with the fields and headers of the recorded custom types', () => {
  it.each([
    ['webinars.json', '/wp-json/wp/v2/webinars', ['categories'], ['panelists']],
    ['videos.json', '/wp-json/wp/v2/videos', ['video_categories', 'categories'], ['channel_id', 'channel_name']],
    ['issues-per_page-38.json', '/wp-json/wp/v2/issues/?per_page=38', [], ['table_of_contents', 'digital_edition']],
  ])('%s ~ %s', async (file, path, addedFields, addedAcf) => {
    const { res, body } = await json(path)
    expect(res.status).toBe(200)
    const sample = readSample(file) as Item[]
    for (const item of body) expectCovers(item, sample[0]!)
    expect(extraKeys(body[0], sample[0]!)).toEqual(addedFields)
    expect(extraKeys(body[0].acf, sample[0]!.acf)).toEqual(addedAcf)
    for (const name of Object.keys(recordedHeaders(file))) expect(res.headers.has(name), `header ${name}`).toBe(true)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('allow')).toBe('GET')
  })

  it('issues/?per_page=38 pages like WordPress: 40 issues, 2 pages, Link without the trailing slash', async () => {
    const first = await json('/wp-json/wp/v2/issues/?per_page=38')
    expect(first.body).toHaveLength(38)
    expect(first.res.headers.get('x-wp-total')).toBe('40')
    expect(first.res.headers.get('x-wp-totalpages')).toBe('2')
    expect(first.res.headers.get('link')).toBe(recordedHeaders('issues-per_page-38.json').link!.replace('{site}', SITE))
    const second = await json('/wp-json/wp/v2/issues/?per_page=38&page=2')
    expect(second.body).toHaveLength(2)
    expect(second.res.headers.get('link')).toBe(recordedHeaders('issues-per_page-38-page-2.json').link!.replace('{site}', SITE))
    expectCovers(second.body[0], (readSample('issues-per_page-38-page-2.json') as Item[])[0]!)
    const dates = [...first.body, ...second.body].map((issue: Item) => issue.acf.issue_date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it.each(['webinars', 'issues', 'videos', 'events', 'lists', 'resources'])('wp/v2/%s answers with and without the trailing slash', async (type) => {
    const plain = await json(`/wp-json/wp/v2/${type}?_fields=id`)
    const slashed = await json(`/wp-json/wp/v2/${type}/?_fields=id`)
    expect(plain.res.status).toBe(200)
    expect(slashed.body).toEqual(plain.body)
    expect(plain.body.length).toBeGreaterThan(0)
  })
})

describe('single items', () => {
  it('webinars/{id} ~ webinars-single.json (upcoming) and webinars-single-past.json (a recording)', async () => {
    const { body: upcoming } = await json('/wp-json/wp/v2/webinars?upcoming=1&per_page=1&_fields=id')
    const { res, body } = await json(`/wp-json/wp/v2/webinars/${upcoming[0].id}`)
    expectCovers(body, readSample('webinars-single.json') as Item)
    expect(body.acf.registration_open).toBe(true)
    expect(body.acf.recording_video_id).toBe('')
    expect(res.headers.get('link')).toBe(`<${body.link}>; rel="alternate"; type=text/html`)
    expect(body.link).toBe(`${SITE}/webinars/${body.id}/${body.slug}/`)

    const { body: past } = await json('/wp-json/wp/v2/webinars?upcoming=0&per_page=1&_fields=id')
    const { body: held } = await json(`/wp-json/wp/v2/webinars/${past[0].id}`)
    expectCovers(held, readSample('webinars-single-past.json') as Item)
    expect(held.acf.registration_open).toBe(false)
    expect(held.acf.recording_video_id).toMatch(/^[A-Za-z0-9_-]{11}$/)
  })

  it('issues/{id} ~ issues-single.json and issues-single-special.json', async () => {
    const { body: regular } = await json('/wp-json/wp/v2/issues?special=0&per_page=1&_fields=id')
    const { res, body } = await json(`/wp-json/wp/v2/issues/${regular[0].id}`)
    expectCovers(body, readSample('issues-single.json') as Item)
    expect(body.acf.special).toBe(false)
    expect(res.headers.get('link')).toBe(`<${SITE}/magazine/${body.slug}/>; rel="alternate"; type=text/html`)
    const { body: specials } = await json('/wp-json/wp/v2/issues?special=1&_fields=id')
    const { body: special } = await json(`/wp-json/wp/v2/issues/${specials[0].id}`)
    expectCovers(special, readSample('issues-single-special.json') as Item)
    expect(special.acf.special).toBe(true)
    expect(special.acf.cover_story).toBe('')
  })

  it('videos/{id} ~ videos-single.json', async () => {
    const { body: newest } = await json('/wp-json/wp/v2/videos?per_page=1&_fields=id')
    const { body } = await json(`/wp-json/wp/v2/videos/${newest[0].id}`)
    expectCovers(body, readSample('videos-single.json') as Item)
    expect(body.acf.duration).toMatch(/^\d+:\d\d(:\d\d)?$/)
    expect(body.link).toBe(`${SITE}/videos/${body.acf.youtube_id}/${body.slug}/`)
  })

  it('an unknown id, or the id of another type, is error-404-post.json', async () => {
    const { body: webinars } = await json('/wp-json/wp/v2/webinars?per_page=1&_fields=id')
    for (const path of ['/wp-json/wp/v2/issues/999999', `/wp-json/wp/v2/videos/${webinars[0].id}`, '/wp-json/wp/v2/lists/999999']) {
      const { res, body } = await json(path)
      expect(res.status).toBe(404)
      expect(body).toEqual(readSample('error-404-post.json'))
    }
  })
})

describe('ACF options and the daily video', () => {
  it('acf/v3/options/options/current_issue ~ acf-options-current_issue.json: the newest regular issue as a raw post row', async () => {
    const { res, body } = await json('/wp-json/acf/v3/options/options/current_issue')
    expect(shapeOf(body)).toEqual(shapeOf(readSample('acf-options-current_issue.json')))
    expect(Object.keys(body.current_issue)).toEqual(Object.keys((readSample('acf-options-current_issue.json') as Item).current_issue))
    const { body: regular } = await json('/wp-json/wp/v2/issues?special=0&per_page=1&_fields=id,slug')
    expect(body.current_issue).toMatchObject({ ID: regular[0].id, post_name: regular[0].slug, post_type: 'issues', post_status: 'publish', filter: 'raw' })
    expect(body.current_issue.post_date).toMatch(/^\d{4}-\d{2}-01 06:00:00$/)
    for (const name of Object.keys(recordedHeaders('acf-options-current_issue.json'))) expect(res.headers.has(name), `header ${name}`).toBe(true)
    expect(res.headers.get('link')).toBe(`<${SITE}/wp-json/>; rel="https://api.w.org/"`)
  })

  it('acf/v3/options/options answers every option field; an unknown field is null', async () => {
    const { body } = await json('/wp-json/acf/v3/options/options')
    expect(Object.keys(body)).toEqual(['acf'])
    expect(body.acf.current_issue.post_type).toBe('issues')
    expect(body.acf.daily_video.post_type).toBe('videos')
    expect((await json('/wp-json/acf/v3/options/options/no_such_field')).body).toEqual({ no_such_field: null })
  })

  it('sp/v1/daily_video ~ sp-daily_video.json: the YouTube id of the newest video', async () => {
    const { res, body } = await json('/wp-json/sp/v1/daily_video')
    expect(shapeOf(body)).toEqual(shapeOf(readSample('sp-daily_video.json')))
    const { body: newest } = await json('/wp-json/wp/v2/videos?per_page=1&_fields=acf.youtube_id')
    expect(body.video_id).toBe(newest[0].acf.youtube_id)
    for (const name of Object.keys(recordedHeaders('sp-daily_video.json'))) expect(res.headers.has(name), `header ${name}`).toBe(true)
  })

  // Changes this file's database: the videos are published again, the current issue stays unset.
  it('answers false for an unset current issue and a 404 JSON error when no video is published', async () => {
    await t.database.db.execute(sql`delete from site_options where name = 'current_issue'`)
    expect((await json('/wp-json/acf/v3/options/options/current_issue')).body).toEqual({ current_issue: false })
    await t.database.db.execute(sql`update posts set status = 'draft' where type = 'videos'`)
    const { res, body } = await json('/wp-json/sp/v1/daily_video')
    expect(res.status).toBe(404)
    expect(body).toEqual({ code: 'no_daily_video', message: 'No video is published.', data: { status: 404 } })
    await t.database.db.execute(sql`update posts set status = 'publish' where type = 'videos'`)
  })
})

describe('ACF-style filters and orders', () => {
  const today = () => todayIn('America/New_York')

  it('webinars?upcoming=1 / upcoming=0 split at today; orderby=start_date sorts by the session', async () => {
    const { body: upcoming } = await json('/wp-json/wp/v2/webinars?upcoming=1&orderby=start_date&order=asc')
    const { body: past } = await json('/wp-json/wp/v2/webinars?upcoming=0&orderby=start_date&order=desc')
    expect(upcoming).toHaveLength(3)
    expect(past).toHaveLength(3)
    const starts = (items: Item[]) => items.map((w) => w.acf.start_date)
    for (const date of starts(upcoming)) expect(date >= today()).toBe(true)
    for (const date of starts(past)) expect(date < today()).toBe(true)
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort())
    expect(starts(past)).toEqual([...starts(past)].sort().reverse())
    for (const webinar of past) expect(webinar.acf.recording_video_id).not.toBe('')
  })

  it('webinars?categories= filters by topic; _embed adds the topics', async () => {
    const { body: all } = await json('/wp-json/wp/v2/webinars?_embed')
    const topic = all[0].categories[0]
    expect(all[0]._embedded['wp:term'][0][0]).toMatchObject({ id: topic, taxonomy: 'category' })
    expect(all[0]._embedded.author[0].name).toBeTruthy()
    const { body: filtered } = await json(`/wp-json/wp/v2/webinars?categories=${topic}`)
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.length).toBeLessThan(all.length)
    for (const webinar of filtered) expect(webinar.categories).toContain(topic)
  })

  it('issues?special=1 finds the three special issues; _embed adds the cover', async () => {
    const { body } = await json('/wp-json/wp/v2/issues?special=1&_embed')
    expect(body).toHaveLength(3)
    for (const issue of body) {
      expect(issue.acf.special).toBe(true)
      expect(issue._embedded['wp:featuredmedia'][0].media_details.sizes.medium.source_url).toMatch(/\.jpg$/)
    }
  })

  it('videos by category, by YouTube id and by series', async () => {
    const { body: categories } = await json('/wp-json/wp/v2/video_categories')
    expect(categories.map((c: Item) => c.name).sort()).toEqual(['Pipeline Clinic', 'Two-Minute Drill', 'Webinar Replays'])
    expect(categories[0].link).toBe(`${SITE}/videos/category/${categories[0].id}/${categories[0].slug}`)
    const total = categories.reduce((sum: number, c: Item) => sum + c.count, 0)
    expect(total).toBeGreaterThanOrEqual(15)
    const { body: inCategory } = await json(`/wp-json/wp/v2/videos?video_categories=${categories[0].id}&per_page=100`)
    expect(inCategory).toHaveLength(categories[0].count)
    for (const video of inCategory) expect(video.video_categories).toEqual([categories[0].id])
    const { body: one } = await json(`/wp-json/wp/v2/videos?youtube_id=${inCategory[0].acf.youtube_id}`)
    expect(one.map((v: Item) => v.id)).toEqual([inCategory[0].id])
    const { body: series } = await json(`/wp-json/wp/v2/videos?series=${encodeURIComponent(inCategory[0].acf.series)}&per_page=100`)
    expect(series).toHaveLength(inCategory.length)
  })

  it('events?upcoming=1 and upcoming=0 split at the end date; every event has its zone, format and agenda', async () => {
    const { body: upcoming } = await json('/wp-json/wp/v2/events?upcoming=1&orderby=start_date&order=asc')
    const { body: past } = await json('/wp-json/wp/v2/events?upcoming=0')
    expect(upcoming).toHaveLength(2)
    expect(past).toHaveLength(2)
    for (const event of [...upcoming, ...past]) {
      expect(event.acf.time_zone).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/)
      expect(['virtual', 'in-person', 'hybrid']).toContain(event.acf.format)
      expect(event.acf.agenda.length).toBeGreaterThan(0)
      expect(event.acf.sponsors[0].logo).toMatch(new RegExp(`^${SITE}/wp-content/uploads/.+\\.svg$`))
      expect(event.link).toBe(`${SITE}/events#${event.slug}`)
    }
    for (const event of upcoming) expect(event.acf.end_date >= today()).toBe(true)
    const { body: virtual } = await json('/wp-json/wp/v2/events?format=virtual')
    for (const event of virtual) expect(event.acf.format).toBe('virtual')
  })

  it('lists: every family has an edition; the 500 has two years with change since last year', async () => {
    const { body: editions } = await json('/wp-json/wp/v2/lists?per_page=100&_fields=acf.family,acf.year,acf.kind,link')
    const families = new Set(editions.map((e: Item) => e.acf.family))
    for (const family of listFamilies) expect(families, family.slug).toContain(family.slug.replace('{product}', 'quota'))
    const year = Number(today().slice(0, 4))
    const { body: fiveHundred } = await json(`/wp-json/wp/v2/lists?family=quota-500&year=${year}`)
    expect(fiveHundred).toHaveLength(1)
    const edition = fiveHundred[0]
    expect(edition.link).toBe(`${SITE}/lists/${year}/quota-500/`)
    expect(edition.acf.entries).toHaveLength(500)
    expect(edition.acf.entries.map((e: Item) => e.rank)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1))
    expect(new Set(edition.acf.entries.map((e: Item) => e.segment))).toEqual(new Set(edition.acf.segments.map((s: Item) => s.slug)))
    const moved = edition.acf.entries.filter((e: Item) => e.change !== null && e.change !== 0)
    expect(moved.length).toBeGreaterThan(100)
    for (const e of moved) expect(e.change).toBe(e.previous_rank - e.rank)
    expect(edition.acf.entries.some((e: Item) => e.previous_rank === null)).toBe(true)
    const { body: years } = await json('/wp-json/wp/v2/lists?family=quota-500&orderby=year&order=desc&_fields=acf.year')
    expect(years.map((e: Item) => e.acf.year)).toEqual([edition.acf.year, edition.acf.year - 1])
  })

  it('lists?kind=award: award programmes with winners by category and level', async () => {
    const { body } = await json('/wp-json/wp/v2/lists?kind=award&per_page=100')
    expect(body.length).toBeGreaterThanOrEqual(3)
    for (const award of body) {
      expect(award.acf.kind).toBe('award')
      expect(award.acf.categories.length).toBeGreaterThanOrEqual(3)
      for (const category of award.acf.categories) {
        const levels = award.acf.winners.filter((w: Item) => w.category === category.slug).map((w: Item) => w.level)
        expect(levels).toEqual(['gold', 'silver', 'bronze'])
      }
    }
  })

  it('resources: by asset type and by sponsor; an open file is served as a PDF, a gated one only after its form', async () => {
    const { body: papers } = await json('/wp-json/wp/v2/resources?asset_type=white-paper')
    expect(papers.length).toBeGreaterThanOrEqual(3)
    for (const paper of papers) expect(paper.acf.asset_type).toBe('white-paper')
    const sponsor = papers[0].acf.sponsor.slug
    const { body: sponsored } = await json(`/wp-json/wp/v2/resources?sponsor=${sponsor}&per_page=100`)
    for (const resource of sponsored) expect(resource.acf.sponsor.slug).toBe(sponsor)
    expect(papers[0].link).toBe(`${SITE}/resources/content/${papers[0].slug}/${sponsor}/`)
    const { body: all } = await json('/wp-json/wp/v2/resources?per_page=100')
    expect(all).toHaveLength(8)
    expect(all.some((resource: { acf: { gated: boolean } }) => resource.acf.gated)).toBe(true)
    for (const resource of all) {
      const file = await t.request(new URL(resource.acf.file).pathname)
      if (resource.acf.gated) {
        // Served by /resources/download/{slug} to readers who filled in the form (tests/gated-content.test.ts).
        expect(file.status).toBe(404)
        continue
      }
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      const bytes = Buffer.from(await file.arrayBuffer())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(bytes.length).toBe(resource.acf.file_size)
    }
  })

  it('search, slug, include and _fields work on every section type', async () => {
    const { body: found } = await json('/wp-json/wp/v2/webinars?search=procurement')
    expect(found.length).toBeGreaterThan(0)
    const { body: bySlug } = await json('/wp-json/wp/v2/resources?slug=the-pipeline-coverage-myth')
    expect(bySlug).toHaveLength(1)
    const { body: included } = await json(`/wp-json/wp/v2/resources?include=${bySlug[0].id}&_fields=id,title.rendered`)
    expect(included).toEqual([{ id: bySlug[0].id, title: { rendered: bySlug[0].title.rendered } }])
    const { body: hits } = await json('/wp-json/wp/v2/search?search=procurement&per_page=50')
    expect(hits.some((hit: Item) => hit.subtype === 'webinars' && hit.url.startsWith(`${SITE}/webinars/`))).toBe(true)
    const { body: onlyVideos } = await json('/wp-json/wp/v2/search?search=discovery&subtype=videos')
    for (const hit of onlyVideos) expect(hit.subtype).toBe('videos')
  })

  itRefusesTheParameter(
    [
      '/wp-json/wp/v2/webinars?upcoming=soon',
      '/wp-json/wp/v2/webinars?orderby=popularity',
      '/wp-json/wp/v2/issues?special=maybe',
      '/wp-json/wp/v2/lists?year=twenty',
      '/wp-json/wp/v2/lists?kind=prize',
      '/wp-json/wp/v2/videos?video_categories=abc',
      '/wp-json/wp/v2/events?per_page=1000',
    ],
    json,
  )
})
