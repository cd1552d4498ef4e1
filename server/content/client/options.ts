import { z } from 'zod'
import { LegacyArticlesOptionSchema } from '../wp-schemas.ts'
import type { ContentReader } from './reader.ts'

/** The publisher's site options: ads.txt and the old site's article addresses. */
export function optionsReads({ get }: ContentReader) {
  return {
    /** The publisher's ads.txt lines (the ads_txt option); '' when unset. Control characters but newlines and tabs are dropped. */
    async getAdsTxt(): Promise<string> {
      const option = await get('acf/v3/options/options/ads_txt', z.object({ ads_txt: z.string().nullish().catch(null) }))
      return (option?.data.ads_txt ?? '')
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n\t]/gu, '')
        .trim()
    },

    /** The post an old site's article address became (the legacy_articles option); null when unmapped. */
    async getLegacyArticleId(oldAddress: string): Promise<number | null> {
      const option = await get('acf/v3/options/options/legacy_articles', LegacyArticlesOptionSchema)
      const row = option?.data.legacy_articles?.find((entry) => entry.old_address === oldAddress)
      return row ? row.article : null
    },
  }
}
