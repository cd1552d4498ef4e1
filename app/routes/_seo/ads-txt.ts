import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { withContent } from '../content-reads.server.ts'
import { answerUnavailable } from './unavailable.ts'

/**
 * /ads.txt (IAB Tech Lab): the sellers authorised to sell this site's ad space. The publisher keeps
 * it with the content (the ads_txt option, a text area on WordPress), so ad operations change it
 * without a deployment; none set is a 404, as a site without the file answers.
 */
export const loader = answerUnavailable('ads.txt', async ({ context }: LoaderFunctionArgs<AppLoadContext>) => {
  const text = await withContent(context, () => context.content.getAdsTxt())
  if (!text) throw data(null, { status: 404 })
  const body = text.endsWith('\n') ? text : `${text}\n`
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } })
})
