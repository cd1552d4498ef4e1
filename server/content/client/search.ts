import { z } from 'zod'
import type { ListEntryMatch, SectionMatch, SectionType } from '#lib/search-types.ts'
import { plain as plainText } from '../wp-mappers.ts'
import type { Paged } from './types.ts'
import type { ContentReader } from './reader.ts'

const SectionMatchSchema = z.object({
  id: z.number(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }).optional(),
  date_gmt: z.string().nullish(),
})

const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = row.safeParse(item)
        return parsed.success ? [parsed.data as z.infer<T>] : []
      }),
    )

const ListEntriesSchema = z.object({
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  acf: z.object({
    entries: rows(z.object({ rank: z.coerce.number(), company: z.string() }))
      .optional()
      .transform((value) => value ?? []),
    winners: rows(z.object({ company: z.string(), level: z.string().catch(''), category: z.string().catch('') }))
      .optional()
      .transform((value) => value ?? []),
  }),
})

/** Search in the sections, and in the companies of the lists and awards. */
export function searchReads({ get, toPath, query, paged }: ContentReader) {
  return {
    /**
     * Matches in one section (webinars, videos, events, lists, resources, issues) by WordPress's
     * search: title, excerpt and body. Only what a result line needs.
     */
    async searchSection(type: SectionType, search: string, { page = 1, perPage = 5 }: { page?: number; perPage?: number } = {}): Promise<Paged<SectionMatch>> {
      const path = `wp/v2/${type}?${query({ search, page, per_page: perPage, _fields: 'id,link,title,excerpt,date_gmt' })}`
      return paged(await get(path, SectionMatchSchema.array()), (post) => ({
        type,
        id: post.id,
        path: toPath(post.link),
        title: plainText(post.title.rendered),
        summary: plainText(post.excerpt?.rendered ?? ''),
        published: post.date_gmt ? `${post.date_gmt}Z` : '',
      }))
    },

    /** Companies on ranked lists and awards whose name contains the text, with their rank or award, newest editions first. */
    async searchListEntries(company: string, perPage = 5): Promise<ListEntryMatch[]> {
      const path = `wp/v2/lists?${query({ company, per_page: perPage, orderby: 'year', order: 'desc', _fields: 'id,link,title,acf' })}`
      const result = await get(path, ListEntriesSchema.array())
      const wanted = company.trim().toLowerCase()
      return (result?.data ?? []).flatMap((edition) => {
        const listPath = toPath(edition.link)
        const listTitle = plainText(edition.title.rendered)
        const ranked = edition.acf.entries
          .filter((entry) => entry.company.toLowerCase().includes(wanted))
          .map((entry) => ({ company: entry.company, listTitle, path: `${listPath}?${new URLSearchParams({ q: entry.company })}`, standing: `No. ${entry.rank}` }))
        const awarded = edition.acf.winners
          .filter((winner) => winner.company.toLowerCase().includes(wanted))
          .map((winner) => ({ company: winner.company, listTitle, path: listPath, standing: [winner.level, winner.category].filter(Boolean).join(', ') }))
        return [...ranked, ...awarded]
      })
    },
  }
}
