import type { AppLoadContext } from 'react-router'

/** A webinar's title from the content; its id when the content does not know it (any more). */
export async function webinarTitle(context: AppLoadContext, target: string): Promise<string> {
  const webinar = /^\d{1,9}$/.test(target) ? await context.content.getWebinar(Number(target)).catch(() => null) : null
  return webinar?.title ?? `Webinar ${target}`
}
