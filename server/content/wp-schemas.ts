import { z } from 'zod'

const rendered = z.object({ rendered: z.string() })

/** The subset of a WordPress page that the site reads; anything else is ignored. */
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
