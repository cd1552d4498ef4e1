import { WpListSchema } from '../wp-schemas.ts'
import type { ListEdition } from '#lib/content-model.ts'
import { toListEdition } from '../wp-mappers.ts'
import type { ListQuery } from './types.ts'
import type { ContentReader } from './reader.ts'

/** Everything a list index needs, without the entries and winners that make editions heavy. */
const LIST_SUMMARY_FIELDS = 'id,date_gmt,modified_gmt,slug,link,title,excerpt,featured_media,acf.family,acf.year,acf.kind,acf.metric_label,acf.segments,acf.categories,_links,_embedded'

/** Editions of ranked lists and awards. */
export function listsReads({ get, offers, toPath, query }: ContentReader) {
  return {
    /** Editions of lists and awards without their entries, newest year first (at most 100). */
    async getLists({ family, year, kind }: ListQuery = {}): Promise<ListEdition[]> {
      if (!(await offers('lists', []))) return []
      const path = `wp/v2/lists?${query({ _embed: 1, per_page: 100, orderby: 'year', order: 'desc', family, year, kind, _fields: LIST_SUMMARY_FIELDS })}`
      const result = await get(path, WpListSchema.array())
      const wanted = (edition: ListEdition) => (!family || edition.family === family) && (!year || edition.year === year) && (!kind || edition.kind === kind)
      return (result?.data ?? []).map((post) => toListEdition(post, toPath)).filter(wanted)
    },

    /** One edition, whole: entries or winners included. */
    async getList(family: string, year: number): Promise<ListEdition | null> {
      if (!(await offers('lists', ['family', 'year']))) return null
      const result = await get(`wp/v2/lists?${query({ _embed: 1, per_page: 1, family, year })}`, WpListSchema.array())
      const edition = result?.data[0] ? toListEdition(result.data[0], toPath) : null
      return edition && edition.family === family && edition.year === year ? edition : null
    },
  }
}
