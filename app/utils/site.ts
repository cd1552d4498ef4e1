import { useRouteLoaderData } from 'react-router'

/** The public name and address of the site, from the root loader (the browser-safe env). */
export function useSite(): { siteName: string; siteUrl: string } {
  const root = useRouteLoaderData('root') as { env?: { SITE_NAME?: string; SITE_URL?: string } } | undefined
  return { siteName: root?.env?.SITE_NAME ?? 'Quota', siteUrl: root?.env?.SITE_URL ?? '' }
}
