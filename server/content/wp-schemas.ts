import { z } from 'zod'

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
  _embedded: z
    .object({
      author: z.array(WpUserSchema.or(z.object({ code: z.string() }))).optional(),
      'wp:featuredmedia': z.array(WpMediaSchema.or(z.object({ code: z.string() }))).optional(),
      'wp:term': z.array(z.array(WpTermSchema)).optional(),
    })
    .optional(),
})
export type WpPost = z.infer<typeof WpPostSchema>
