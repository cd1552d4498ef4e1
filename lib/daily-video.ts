/** When the daily video is worth fetching (spec §7, §8): on video pages, for people, not crawlers. */
const BOT = /bot|crawl|spider/i

export function isBot(userAgent: string | null | undefined): boolean {
  return BOT.test(userAgent ?? '')
}

/** Only when the path contains 'videos' and the visitor is not a bot, crawler or spider. */
export function shouldLoadDailyVideo(path: string, userAgent: string | null | undefined): boolean {
  return path.includes('videos') && !isBot(userAgent)
}
