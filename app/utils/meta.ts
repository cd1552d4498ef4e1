import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { errorTitle } from '../components/error-page.tsx'

interface MatchLike {
  id: string
  loaderData?: unknown
  data?: unknown
}

export function getSiteName(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as { env?: { SITE_NAME?: string } } | undefined
  return data?.env?.SITE_NAME ?? 'Quota'
}

/** Spec §1: titles are '{page} / {product name}' (a null page gives the product name alone). */
export function formatTitle(page: string | null, siteName: string): string {
  return page ? `${page} / ${siteName}` : siteName
}

export function pageMeta(matches: readonly (MatchLike | undefined)[], page: string | null, extra: { description?: string; noindex?: boolean } = {}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: formatTitle(page, getSiteName(matches)) }]
  if (extra.description) meta.push({ name: 'description', content: extra.description })
  if (extra.noindex) meta.push({ name: 'robots', content: 'noindex' })
  return meta
}

/** Meta for a route whose loader threw: the error page's title, never indexed. */
export function errorMeta(error: unknown, matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return pageMeta(matches, errorTitle(status), { noindex: true })
}
