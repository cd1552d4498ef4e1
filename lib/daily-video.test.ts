import { describe, expect, it } from 'vitest'
import { isBot, shouldLoadDailyVideo } from './daily-video.ts'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('isBot (spec §7)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php) BOT',
    'Screaming Frog SEO Spider/19.0',
    'CCBot/2.0 (https://commoncrawl.org/faq/)',
    'SomeCrawler/1.0',
    'my-SPIDER',
  ])('%s is a bot', (agent) => {
    expect(isBot(agent)).toBe(true)
  })

  it.each([CHROME, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', '', null, undefined])('%s is not', (agent) => {
    expect(isBot(agent)).toBe(false)
  })
})

describe('shouldLoadDailyVideo', () => {
  it('loads on paths that contain videos, for people', () => {
    expect(shouldLoadDailyVideo('/videos', CHROME)).toBe(true)
    expect(shouldLoadDailyVideo('/videos/qDrlOpener1/two-minute-drill', CHROME)).toBe(true)
    expect(shouldLoadDailyVideo('/videos/category/31/pipeline-clinic', undefined)).toBe(true)
  })

  it('skips other paths', () => {
    expect(shouldLoadDailyVideo('/', CHROME)).toBe(false)
    expect(shouldLoadDailyVideo('/webinars', CHROME)).toBe(false)
    expect(shouldLoadDailyVideo('/Videos', CHROME)).toBe(false)
  })

  it('skips bots, crawlers and spiders even on video pages', () => {
    expect(shouldLoadDailyVideo('/videos', 'Googlebot/2.1')).toBe(false)
    expect(shouldLoadDailyVideo('/videos', 'ExampleCrawl/3')).toBe(false)
    expect(shouldLoadDailyVideo('/videos', 'a Spider')).toBe(false)
  })
})
