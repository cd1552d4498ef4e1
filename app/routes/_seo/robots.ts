import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'

/** Crawlers may read everything public; account pages, search results and the APIs are not for indexes. */
export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /search',
    'Disallow: /profile',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /logout',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /thank-you/',
    '',
    `Sitemap: ${context.env.SITE_URL}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
