import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteListFamilies } from '#lib/list-editions.ts'
import { splitIssues } from '#lib/magazine.ts'
import { todayIn } from '#lib/zoned-time.ts'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { recordedWordPress } from '#tests/utils/recorded-wordpress.ts'
import { createContentClient, type ContentClient } from './client.ts'

const WP = 'http://wp.example.test'

describe('the section methods of the content client against a recorded WordPress', () => {
  const requests: string[] = []
  const client = createContentClient({
    baseUrl: WP,
    siteUrl: 'http://localhost:3000',
    fetch: recordedWordPress(
      WP,
      [
        [/^\/wp-json\/wp\/v2\/webinars\/27\?/, 'webinars-single.json'],
        [/^\/wp-json\/wp\/v2\/webinars\/24\?/, 'webinars-single-past.json'],
        [/^\/wp-json\/wp\/v2\/webinars\?/, 'webinars.json'],
        [/^\/wp-json\/wp\/v2\/issues\/\?per_page=38&page=2(&|$)/, 'issues-per_page-38-page-2.json'],
        [/^\/wp-json\/wp\/v2\/issues\/\?per_page=38&page=1(&|$)/, 'issues-per_page-38.json'],
        [/^\/wp-json\/wp\/v2\/issues\/30\?/, 'issues-single.json'],
        [/^\/wp-json\/wp\/v2\/issues\/32\?/, 'issues-single-special.json'],
        [/^\/wp-json\/wp\/v2\/videos\/72\?/, 'videos-single.json'],
        [/^\/wp-json\/wp\/v2\/videos\?/, 'videos.json'],
        [/^\/wp-json\/acf\/v3\/options\/options\/current_issue$/, 'acf-options-current_issue.json'],
        [/^\/wp-json\/sp\/v1\/daily_video$/, 'sp-daily_video.json'],
      ],
      requests,
    ),
  })

  it('reads webinars: paths from ids, instants from the zone, speakers, sponsor and the form', async () => {
    const { items, total } = await client.getWebinars()
    expect(total).toBe(6)
    expect(items).toHaveLength(6)
    const upcoming = await client.getWebinar(27)
    expect(upcoming).toMatchObject({
      id: 27,
      path: '/webinars/27/handling-procurement-in-late-stage-deals',
      title: 'Handling Procurement in Late-Stage Deals',
      startDate: '2026-12-01',
      timeZone: 'America/New_York',
      start: '2026-12-01T18:00:00.000Z',
      end: '2026-12-01T19:00:00.000Z',
      durationMinutes: 60,
      presenter: { name: 'Jonas Lindqvist', title: 'Enterprise Account Director', company: 'Ferncastle Software', bio: '', photo: null },
      sponsor: { name: 'Dialstack', url: 'https://dialstack.example/', logo: null },
      registrationOpen: true,
      recordingVideoId: null,
      topicIds: [],
    })
    expect(upcoming!.speakers).toHaveLength(1)
    expect(upcoming!.registrationFields.map((field) => field.name)).toEqual(['first_name', 'last_name', 'email', 'company', 'job_title', 'team_size'])
    expect(upcoming!.registrationFields.at(-1)).toEqual({ name: 'team_size', label: 'Sales team size', type: 'select', required: false, options: ['1-10', '11-50', '51-200', '201+'] })
    const past = await client.getWebinar(24)
    expect(past).toMatchObject({ registrationOpen: false, recordingVideoId: 'peerRecord1' })
    expect(await client.getWebinar(999)).toBeNull()
  })

  it('asks for issues/?per_page=38 and splits them as the spec says', async () => {
    const { items, total, totalPages } = await client.getIssues()
    expect(requests).toContain('/wp-json/wp/v2/issues/?per_page=38&page=1&_embed=1')
    expect([items.length, total, totalPages]).toEqual([38, 40, 2])
    const { recent2, past, special } = splitIssues(items)
    expect(recent2.map((issue) => issue.id)).toEqual([30, 31])
    expect(special.map((issue) => issue.id)).toEqual([32, 37, 43, 49, 56, 63])
    expect(past[0]!.id).toBe(31)
    expect(past).toHaveLength(38 - 6 - 1)
    expect(items[0]).toMatchObject({ path: '/magazine/november-2026-issue', issueDate: '2026-11-01', volume: 36, issueNumber: 11, coverStory: 'Inside a team that doubled its meeting rate' })
    expect((await client.getIssues({ page: 2 })).items.map((issue) => issue.id)).toEqual([68, 69])
  })

  it('reads the current issue through the options, then the issue', async () => {
    const current = await client.getCurrentIssue()
    expect(current).toMatchObject({ id: 30, title: 'November 2026 Issue', special: false, summary: 'Cover story: Inside a team that doubled its meeting rate.' })
    expect(requests.indexOf('/wp-json/acf/v3/options/options/current_issue')).toBeLessThan(requests.indexOf('/wp-json/wp/v2/issues/30?_embed=1'))
    expect((await client.getIssue(32))?.special).toBe(true)
  })

  it('reads videos and the daily video', async () => {
    const { items } = await client.getVideos()
    expect(items.map((video) => video.youtubeId)).toEqual(['peerVideo03', 'peerVideo02', 'peerVideo01'])
    expect(items[0]).toMatchObject({
      id: 72,
      path: '/videos/peerVideo03/two-minute-drill-opening-discovery',
      duration: '2:12',
      series: 'Two-Minute Drill',
      description: 'The first two minutes of a discovery call, and the one question worth asking early.',
      categoryIds: [],
    })
    expect((await client.getVideo(72))?.title).toBe('Two-Minute Drill: Opening a Discovery Call')
    expect(await client.getDailyVideoId()).toBe('peerVideo03')
    expect((await client.getVideoByYoutubeId('peerVideo02'))?.id).toBe(71)
    expect(await client.getVideoByYoutubeId('notRecorded')).toBeNull()
  })

  it('a WordPress without events, lists or resources answers empty, not an error', async () => {
    expect(await client.getEvents()).toEqual([])
    expect(await client.getLists()).toEqual([])
    expect(await client.getList('quota-500', 2026)).toBeNull()
    expect(await client.getResources()).toEqual({ items: [], total: 0, totalPages: 0 })
    expect(await client.getResource('anything')).toBeNull()
  })

  it('an unset current issue, and no daily video, are null', async () => {
    const answer =
      (body: string, status = 200) =>
      async () =>
        new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
    expect(await createContentClient({ baseUrl: WP, fetch: answer('{"current_issue":false}') }).getCurrentIssue()).toBeNull()
    expect(await createContentClient({ baseUrl: WP, fetch: answer('{"current_issue":null}') }).getCurrentIssue()).toBeNull()
    const noVideo = answer('{"code":"no_daily_video","message":"No video is published.","data":{"status":404}}', 404)
    expect(await createContentClient({ baseUrl: WP, fetch: noVideo }).getDailyVideoId()).toBeNull()
    const broken = createContentClient({ baseUrl: WP, fetch: answer('[{"id":"x"}]') })
    await expect(broken.getWebinars()).rejects.toMatchObject({ name: 'ContentUnavailableError' })
  })
})

describe('the section methods against our own service', () => {
  let t: TestApp
  let client: ContentClient
  const today = todayIn('America/New_York')
  const year = Number(today.slice(0, 4))
  beforeAll(async () => {
    t = await createTestApp()
    client = createContentClient({ baseUrl: 'http://localhost:3000', fetch: async (request) => t.app.fetch(request) })
  })
  afterAll(() => t.close())

  it('webinars: upcoming soonest first, past newest first with recordings, by topic, with topics and speakers', async () => {
    const upcoming = await client.getWebinars({ when: 'upcoming' })
    const past = await client.getWebinars({ when: 'past' })
    expect(upcoming.items).toHaveLength(3)
    expect(past.items).toHaveLength(3)
    const starts = upcoming.items.map((webinar) => webinar.start!)
    expect(starts).toEqual([...starts].sort())
    for (const webinar of upcoming.items) {
      expect(Date.parse(webinar.start!)).toBeGreaterThan(Date.now() - 24 * 3600_000)
      expect(webinar.registrationOpen).toBe(true)
      expect(webinar.registrationFields.length).toBeGreaterThanOrEqual(6)
    }
    for (const webinar of past.items) expect(webinar.recordingVideoId).toMatch(/^[A-Za-z0-9_-]{11}$/)
    const webinar = upcoming.items[0]!
    expect(webinar.topics.map((topic) => topic.id)).toEqual(webinar.topicIds)
    expect(webinar.presenter?.photo).toMatch(/^\/wp-content\/uploads\/.+\.jpg$/)
    expect(webinar.sponsor?.logo).toMatch(/^\/wp-content\/uploads\/.+\.svg$/)
    expect(webinar.durationMinutes).toBeGreaterThan(0)
    const byTopic = await client.getWebinars({ topic: webinar.topicIds[0] })
    for (const item of byTopic.items) expect(item.topicIds).toContain(webinar.topicIds[0])
    expect((await client.getWebinar(webinar.id))?.path).toBe(webinar.path)
  })

  it('magazine: 38 issues and 2 more, covers, the current issue and the three groups', async () => {
    const first = await client.getIssues()
    const second = await client.getIssues({ page: 2 })
    expect([first.items.length, second.items.length, first.total]).toEqual([38, 2, 40])
    const all = [...first.items, ...second.items]
    expect(all.filter((issue) => issue.special)).toHaveLength(3)
    expect(first.items[0]!.cover?.srcSet).toMatch(/\.jpg \d+w/)
    const current = await client.getCurrentIssue()
    expect(current?.id).toBe(all.find((issue) => !issue.special)!.id)
    expect(current?.issueDate).toBe(`${today.slice(0, 7)}-01`)
    expect(current?.tableOfContents.length).toBeGreaterThan(0)
    for (const entry of current!.tableOfContents) expect(entry.path).toMatch(/^\/\d{4}\/\d{2}\/\d{2}\/\d+\/[a-z0-9-]+$/)
    expect(current?.digitalEdition).toMatch(/^\/wp-content\/uploads\/.+\.pdf$/)
    const { recent2, past, special } = splitIssues(first.items)
    expect(recent2).toHaveLength(2)
    expect(special.length).toBeGreaterThanOrEqual(2)
    expect(past[0]!.id).toBe(recent2[1]!.id)
  })

  it('videos: categories, a category page, a video by YouTube id, the daily video', async () => {
    const categories = await client.getVideoCategories()
    expect(categories).toHaveLength(3)
    expect(categories[0]!.path).toBe(`/videos/category/${categories[0]!.id}/${categories[0]!.slug}`)
    const { items, total } = await client.getVideos({ category: categories[0]!.id })
    expect(total).toBe(categories[0]!.count)
    for (const video of items) expect(video.categories.map((c) => c.id)).toEqual([categories[0]!.id])
    expect((await client.getVideoCategory(categories[0]!.id))?.name).toBe(categories[0]!.name)
    const daily = await client.getDailyVideoId()
    const newest = (await client.getVideos({ perPage: 1 })).items[0]!
    expect(daily).toBe(newest.youtubeId)
    const video = await client.getVideoByYoutubeId(daily!)
    expect(video).toMatchObject({ id: newest.id, path: `/videos/${daily}/${newest.slug}` })
    expect(video?.thumbnail?.src).toMatch(/^\/wp-content\/uploads\//)
    expect(video?.description).toMatch(/For more/)
  })

  it('events: two to come and two held, with instants, venues and agendas', async () => {
    const upcoming = await client.getEvents({ when: 'upcoming' })
    const past = await client.getEvents({ when: 'past' })
    expect(upcoming).toHaveLength(2)
    expect(past).toHaveLength(2)
    expect(Date.parse(upcoming[0]!.start!)).toBeLessThan(Date.parse(upcoming[1]!.start!))
    const conference = [...upcoming, ...past].find((event) => event.eventType === 'conference')!
    expect(conference.venue?.city).toBeTruthy()
    expect(conference.agenda[0]!.speakers[0]!.name).toBeTruthy()
    expect(conference.sponsors[0]!.level).toBe('presenting')
    expect(conference.registrationUrl).toMatch(/^mailto:events@quota\.example\?subject=/)
    expect(await client.getEvents()).toHaveLength(4)
  })

  it('lists: every family in the index without entries; one edition whole', async () => {
    const editions = await client.getLists()
    for (const { slug } of siteListFamilies('Quota'))
      expect(
        editions.map((e) => e.family),
        slug,
      ).toContain(slug)
    for (const edition of editions) expect(edition.entries).toEqual([])
    expect(editions.map((e) => e.year)).toEqual([...editions.map((e) => e.year)].sort().reverse())
    const fiveHundred = await client.getList('quota-500', year)
    expect(fiveHundred?.entries).toHaveLength(500)
    expect(fiveHundred?.path).toBe(`/lists/${year}/quota-500`)
    expect(fiveHundred?.entries.some((entry) => entry.change !== null && entry.change > 0)).toBe(true)
    expect(fiveHundred?.segments.length).toBeGreaterThan(3)
    expect((await client.getLists({ family: 'quota-500' })).map((e) => e.year)).toEqual([year, year - 1])
    const award = await client.getList('cro-of-the-year-awards', year)
    expect(award?.kind).toBe('award')
    expect(award?.winners.filter((w) => w.level === 'gold')).toHaveLength(award!.categories.length)
    expect(await client.getList('quota-500', 1999)).toBeNull()
    expect(await client.getList('no-such-list', year)).toBeNull()
  })

  it('resources: by type, by slug and by id, with the sponsor and the file', async () => {
    const papers = await client.getResources({ type: 'white-paper' })
    expect(papers.total).toBeGreaterThanOrEqual(3)
    const resource = await client.getResource(papers.items[0]!.slug)
    expect(resource).toMatchObject({ id: papers.items[0]!.id, assetType: 'white-paper', gated: true })
    expect(resource?.path).toBe(`/resources/content/${resource!.slug}/${resource!.sponsor!.slug}`)
    expect(resource?.file).toMatchObject({ url: expect.stringMatching(/^\/wp-content\/private\/.+\.pdf$/), type: 'application/pdf', pages: 2 })
    expect(resource?.cover?.src).toMatch(/^\/wp-content\/uploads\//)
    expect((await client.getResource(resource!.id))?.slug).toBe(resource!.slug)
    expect((await client.getResources({ sponsor: resource!.sponsor!.slug })).items.every((item) => item.sponsor?.slug === resource!.sponsor!.slug)).toBe(true)
    expect(await client.getResource('no-such-resource')).toBeNull()
  })
})
