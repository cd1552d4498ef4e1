import { z } from 'zod'
import { WEB_ADDRESS } from '#lib/section-fields.ts'

/** What the site reads of WordPress REST answers; unknown fields are ignored, missing optional ones tolerated. */
const rendered = z.object({ rendered: z.string() })

export const WpPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  link: z.string(),
  modified_gmt: z.string(),
  title: rendered,
  content: rendered,
  excerpt: rendered,
})
export type WpPage = z.infer<typeof WpPageSchema>

const WpSizeSchema = z.object({ width: z.coerce.number(), height: z.coerce.number(), source_url: z.string() })

export const WpMediaSchema = z.object({
  id: z.number().int(),
  alt_text: z.string().default(''),
  source_url: z.string(),
  media_details: z
    .object({ width: z.coerce.number().optional(), height: z.coerce.number().optional(), sizes: z.record(z.string(), WpSizeSchema).default({}) })
    .partial()
    .default({}),
})
export type WpMedia = z.infer<typeof WpMediaSchema>

export const WpUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().default(''),
  link: z.string().default(''),
  avatar_urls: z.record(z.string(), z.string()).default({}),
})
export type WpUser = z.infer<typeof WpUserSchema>

export const WpTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string(),
  link: z.string().default(''),
  description: z.string().optional(),
  count: z.number().int().optional(),
  parent: z.number().int().optional(),
  /** Registered term meta: an object when the term has some, [] when not. */
  meta: z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .optional()
    .catch(undefined),
})
export type WpTerm = z.infer<typeof WpTermSchema>

export const WpPostSchema = z.object({
  id: z.number().int(),
  date_gmt: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  link: z.string(),
  title: rendered,
  content: rendered.optional(),
  excerpt: rendered,
  author: z.number().int().default(0),
  featured_media: z.number().int().default(0),
  sticky: z.boolean().default(false),
  categories: z.array(z.number().int()).default([]),
  tags: z.array(z.number().int()).default([]),
  /** Registered post meta: an empty list when none is set (WordPress's answer), else our SEO title and description. */
  meta: z
    .union([z.array(z.unknown()), z.object({ quota_seo_title: z.string().catch(''), quota_seo_description: z.string().catch('') }).partial()])
    .catch([])
    .default([]),
  _embedded: z
    .object({
      author: z.array(WpUserSchema.or(z.object({ code: z.string() }))).optional(),
      'wp:featuredmedia': z.array(WpMediaSchema.or(z.object({ code: z.string() }))).optional(),
      'wp:term': z.array(z.array(WpTermSchema)).optional(),
    })
    .optional(),
})
export type WpPost = z.infer<typeof WpPostSchema>

/*
 * The section post types (webinars, issues, videos, events, lists, resources): the post fields
 * they share, and their `acf` fields. ACF values are read leniently, the way ACF itself casts
 * them: a missing or malformed field becomes its empty value rather than failing the page.
 */
const text = z.string().catch('')
const flag = z.boolean().catch(false)
/** A link an author typed in WordPress, which no form there checks: anything but a web address becomes '' (it reaches links and JSON-LD). */
const webAddress = text.transform((value) => (WEB_ADDRESS.test(value.trim()) ? value.trim() : ''))
const num = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullable()
  .catch(null)
/** A list read item by item, as ACF and the search answer need: an item that does not parse is left out, anything but an array is empty. */
export const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((rows) =>
      rows.flatMap((row) => {
        const parsed = item.safeParse(row)
        return parsed.success ? [parsed.data as z.infer<T>] : []
      }),
    )
/** ACF answers `[]` for a post without fields, an object otherwise. */
const acfOf = <T extends z.ZodRawShape>(shape: T) => z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), z.object(shape))

const WpSectionPostSchema = z.object({
  id: z.number().int(),
  date_gmt: z.string().default(''),
  modified_gmt: z.string().default(''),
  slug: z.string(),
  link: z.string().default(''),
  title: rendered,
  content: rendered.optional(),
  excerpt: rendered.optional(),
  author: z.number().int().default(0),
  featured_media: z.number().int().default(0),
  _embedded: z
    .object({
      'wp:featuredmedia': z.array(WpMediaSchema.or(z.object({ code: z.string() }))).optional(),
      'wp:term': z.array(z.array(WpTermSchema)).optional(),
    })
    .optional(),
})

const WpPersonSchema = z.object({ name: text, title: text, company: text, bio: text, photo: text })
const WpSponsorSchema = z.object({ name: text, url: webAddress, logo: text, slug: text, level: text })
export const WpFormFieldSchema = z.object({
  name: z.string().min(1),
  label: text,
  type: z.string().catch('text'),
  required: flag,
  options: z.array(z.string()).catch([]),
})

export const WpWebinarSchema = WpSectionPostSchema.extend({
  categories: z.array(z.number().int()).default([]),
  acf: acfOf({
    start_date: text,
    start_time: text,
    end_time: text,
    time_zone: z.string().catch('America/New_York'),
    presenter: WpPersonSchema.nullable().catch(null),
    sponsor: WpSponsorSchema.nullable().catch(null),
    registration_open: flag,
    registration_form: lenientList(WpFormFieldSchema),
    recording_video_id: text,
    panelists: lenientList(WpPersonSchema),
  }),
})
export type WpWebinar = z.infer<typeof WpWebinarSchema>

export const WpIssueSchema = WpSectionPostSchema.extend({
  acf: acfOf({
    special: flag,
    issue_date: text,
    volume: num,
    issue_number: num,
    cover_story: text,
    table_of_contents: lenientList(z.object({ section: text, title: text, page: num, post_id: num, url: webAddress })),
    digital_edition: text,
  }),
})
export type WpIssue = z.infer<typeof WpIssueSchema>

export const WpVideoSchema = WpSectionPostSchema.extend({
  video_categories: z.array(z.number().int()).default([]),
  acf: acfOf({ youtube_id: text, duration: text, series: text, channel_id: text, channel_name: text }),
})
export type WpVideo = z.infer<typeof WpVideoSchema>

export const WpEventSchema = WpSectionPostSchema.extend({
  acf: acfOf({
    event_type: text,
    format: text,
    start_date: text,
    end_date: text,
    start_time: text,
    end_time: text,
    time_zone: z.string().catch('America/New_York'),
    venue: z.object({ name: text, address: text, city: text, region: text, country: text }).nullable().catch(null),
    agenda: lenientList(z.object({ date: text, start_time: text, end_time: text, title: text, speakers: lenientList(z.object({ name: text, title: text, company: text })) })),
    sponsors: lenientList(WpSponsorSchema),
    registration_url: webAddress,
    registration_open: flag,
    registration_form: lenientList(WpFormFieldSchema),
    price: text,
  }),
})
export type WpEvent = z.infer<typeof WpEventSchema>

const WpSegmentSchema = z.object({ slug: z.string(), name: text, description: text })
export const WpListSchema = WpSectionPostSchema.extend({
  acf: acfOf({
    family: text,
    year: num,
    kind: z.enum(['list', 'award']).catch('list'),
    introduction: text,
    methodology: text,
    metric_label: text,
    segments: lenientList(WpSegmentSchema),
    entries: lenientList(
      z.object({
        rank: z.number().int(),
        company: text,
        person: text,
        title: text,
        segment: text,
        metric: num,
        previous_rank: num,
        change: num,
        summary: text,
        website: webAddress,
        headquarters: text,
      }),
    ),
    categories: lenientList(WpSegmentSchema),
    winners: lenientList(z.object({ category: text, level: text, company: text, person: text, title: text, summary: text, website: webAddress })),
  }),
})
export type WpList = z.infer<typeof WpListSchema>

export const WpResourceSchema = WpSectionPostSchema.extend({
  acf: acfOf({
    asset_type: text,
    sponsor: WpSponsorSchema.nullable().catch(null),
    file: text,
    file_type: text,
    file_size: num,
    pages: num,
    summary: text,
    gated: flag,
  }),
})
export type WpResource = z.infer<typeof WpResourceSchema>

/** `acf/v3/options/options/<field>` with a post-object field: the raw post row, or false when unset. */
export const WpPostObjectOptionSchema = z.object({ ID: z.coerce.number().int() }).or(z.literal(false)).or(z.null())

/** ACF repeater rows; a post-object sub-field set to return the ID. Rows that do not fit are dropped, not fatal. */
export const LegacyArticlesOptionSchema = z.object({
  legacy_articles: z
    .array(z.unknown())
    .nullish()
    .transform((rows) =>
      (rows ?? []).flatMap((row) => {
        const parsed = z.object({ old_address: z.string(), article: z.coerce.number().int().positive() }).safeParse(row)
        return parsed.success ? [parsed.data] : []
      }),
    ),
})

export const WpDailyVideoSchema = z.object({ video_id: z.string() })
