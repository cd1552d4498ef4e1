import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDuration } from '#lib/video-text.ts'
import { createContentClient } from '#server/content/client.ts'
import type { Video } from '#lib/content-model.ts'
import { recordedYouTube } from '#tests/utils/recorded-youtube.ts'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { createVideoService } from './index.ts'

const KEY = 'test-key-never-shown'

/** A content store that knows one video, as the content client would hand it over. */
const storeVideo: Video = {
  id: 267,
  youtubeId: 'qDrlOpener1',
  slug: 'two-minute-drill-opening-a-discovery-call',
  path: '/videos/qDrlOpener1/two-minute-drill-opening-a-discovery-call',
  title: 'Two-Minute Drill: Opening a Discovery Call',
  description: 'The first two minutes of a discovery call. For more short lessons, subscribe.',
  transcript: [],
  published: '2026-11-21T12:00:07Z',
  duration: '2:12',
  series: 'Two-Minute Drill',
  channelId: 'UCq0t4DemoChannel0000001',
  channelName: 'Quota Video',
  categoryIds: [31],
  categories: [],
  thumbnail: { src: '/wp-content/uploads/2026/01/sales-chart.jpg', width: 1200, height: 675, alt: '', srcSet: '' },
}
const store = {
  calls: 0,
  async getVideoByYoutubeId(id: string) {
    this.calls += 1
    return id === storeVideo.youtubeId ? storeVideo : null
  },
}

describe('the video service with a YouTube key (recorded videos.list answers)', () => {
  it('asks videos.list for id, snippet, contentDetails and player, and maps the answer', async () => {
    const youtube = recordedYouTube()
    const videos = createVideoService({ apiKey: KEY, fetch: youtube.fetch, content: store })
    expect(videos.source).toBe('youtube')
    const details = await videos.getVideo('qDrlOpener1')
    const [url] = youtube.requests
    expect(`${url!.origin}${url!.pathname}`).toBe('https://www.googleapis.com/youtube/v3/videos')
    expect(url!.searchParams.get('part')).toBe('id,snippet,contentDetails,player')
    expect(url!.searchParams.get('id')).toBe('qDrlOpener1')
    expect(url!.searchParams.get('key')).toBe(KEY)
    expect(details).toEqual({
      id: 'qDrlOpener1',
      published_at: '2026-11-21T12:00:07Z',
      duration: 'PT2M12S',
      channel_id: 'UCq0t4DemoChannel0000001',
      channel_name: 'Quota Video',
      description: 'The first two minutes of a discovery call decide whether the buyer talks or just answers. Here is an opening that sets an agenda and asks permission to dig in.',
      thumbnail: 'https://i.ytimg.com/vi/qDrlOpener1/maxresdefault.jpg',
      title: 'Two-Minute Drill: Opening a Discovery Call',
      player: expect.stringMatching(/^<iframe [^>]*src="\/\/www\.youtube\.com\/embed\/qDrlOpener1"/),
    })
    expect(formatDuration(details!.duration)).toBe('2:12')
  })

  it('takes the best thumbnail there is, and shows long videos as h:mm:ss', async () => {
    const videos = createVideoService({ apiKey: KEY, fetch: recordedYouTube().fetch, content: store })
    const details = await videos.getVideo('qRcFcst2x9A')
    expect(details?.thumbnail).toBe('https://i.ytimg.com/vi/qRcFcst2x9A/sddefault.jpg')
    expect(formatDuration(details!.duration)).toBe('1:02:15')
    expect(details?.description).toBe('The full recording of our webinar on running a thirty-minute forecast call.\nChapters:\n0:00 Welcome\n4:10 The agenda\n38:20 Audience questions')
  })

  it('keeps answers: the same video is asked for once', async () => {
    const youtube = recordedYouTube()
    const videos = createVideoService({ apiKey: KEY, fetch: youtube.fetch, content: store })
    await Promise.all([videos.getVideo('qDrlOpener1'), videos.getVideo('qDrlOpener1')])
    await videos.getVideo('qDrlOpener1')
    expect(youtube.requests).toHaveLength(1)
  })

  it('answers null for a video YouTube does not have, and for ids that cannot be YouTube ids', async () => {
    const youtube = recordedYouTube()
    const videos = createVideoService({ apiKey: KEY, fetch: youtube.fetch, content: store })
    expect(await videos.getVideo('zzzzzzzzzzz')).toBeNull()
    expect(await videos.getVideo('../../etc')).toBeNull()
    expect(await videos.getVideo('')).toBeNull()
    expect(youtube.requests).toHaveLength(1)
  })

  it.each([
    ['error-403-quota-exceeded.json', 403, 'quotaExceeded'],
    ['error-400-key-invalid.json', 400, 'badRequest'],
  ])('when YouTube answers %s, the content store answers instead, and the key stays secret', async (file, status, reason) => {
    const youtube = recordedYouTube()
    youtube.failWith(file, status)
    const warnings: unknown[] = []
    const videos = createVideoService({ apiKey: KEY, fetch: youtube.fetch, content: store, log: { warn: (...args: unknown[]) => void warnings.push(args) } as never })
    const details = await videos.getVideo('qDrlOpener1')
    expect(details?.id).toBe('qDrlOpener1')
    expect(details?.duration).toBe('PT2M12S')
    expect(warnings).toHaveLength(1)
    const logged = JSON.stringify(warnings, (_key, value) => (value instanceof Error ? { message: value.message, cause: String(value.cause) } : value))
    expect(logged).toContain(reason)
    expect(logged).not.toContain(KEY)
  })

  it('falls back to the content store when YouTube cannot be reached', async () => {
    const videos = createVideoService({
      apiKey: KEY,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
      content: store,
    })
    expect((await videos.getVideo('qDrlOpener1'))?.title).toBe(storeVideo.title)
  })
})

describe('the video service without a key reads our content store', () => {
  it('maps a stored video to the same fields', async () => {
    const videos = createVideoService({ content: store, siteUrl: 'http://localhost:3000' })
    expect(videos.source).toBe('content')
    expect(await videos.getVideo('qDrlOpener1')).toEqual({
      id: 'qDrlOpener1',
      published_at: '2026-11-21T12:00:07Z',
      duration: 'PT2M12S',
      channel_id: 'UCq0t4DemoChannel0000001',
      channel_name: 'Quota Video',
      description: 'The first two minutes of a discovery call.',
      thumbnail: 'http://localhost:3000/wp-content/uploads/2026/01/sales-chart.jpg',
      title: 'Two-Minute Drill: Opening a Discovery Call',
      player: expect.stringContaining('src="https://www.youtube-nocookie.com/embed/qDrlOpener1"'),
    })
    expect(await videos.getVideo('qUnknown000')).toBeNull()
  })

  describe('through the content client, against our own service', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    it('finds every seeded video by its YouTube id, with its duration and the For more sentence cut', async () => {
      const content = createContentClient({ baseUrl: 'http://localhost:3000', fetch: async (request) => t.app.fetch(request) })
      const videos = createVideoService({ content })
      const { items } = await content.getVideos({ perPage: 100 })
      expect(items.length).toBeGreaterThanOrEqual(15)
      for (const video of items) {
        const details = await videos.getVideo(video.youtubeId)
        expect(details?.title).toBe(video.title)
        expect(formatDuration(details!.duration)).toBe(video.duration)
        expect(details?.description).not.toContain('For more')
        expect(details?.description.length).toBeGreaterThan(20)
        expect(details?.channel_name).toBe('Quota Video')
        expect(details?.thumbnail).toMatch(/^\/wp-content\/uploads\/.+\.jpg$/)
      }
    })
  })
})
