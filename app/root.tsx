import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useNavigation, useRouteLoaderData, type LinksFunction } from 'react-router'
import type { Route } from './+types/root'
import { SiteFooter } from './components/shell/site-footer.tsx'
import { SiteHeader } from './components/shell/site-header.tsx'
import { AnalyticsTracker } from './analytics/analytics-tracker.tsx'
import { InterstitialAd } from './components/ads/interstitial-ad.tsx'
import { ChunkErrorPage, ErrorPage, unsavedFormOf } from './components/error-page.tsx'
import { ConsentBanner } from './consent/consent-banner.tsx'
import { ConsentProvider } from './consent/consent-context.tsx'
import { useClientState } from './state/use-client-state.ts'
import stylesUrl from './styles/app.css?url'
import { FONT_PRELOADS } from './styles/fonts.ts'
import { useChunkError } from './utils/chunk-error.ts'
import { errorMeta } from './utils/meta.ts'
import { loadHousePromotions } from './house-promotions.server.ts'
import { useNonce } from './utils/nonce.tsx'
import { IslandScripts } from './islands/island-scripts.tsx'
import { servesIslands } from './utils/islands.ts'

/** The layouts that draw their own frame (and their own main) in place of the site's header and footer. */
const BACK_OFFICE_SHELLS = new Set(['routes/_admin/layout', 'routes/_sponsor/layout'])

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesUrl }, ...FONT_PRELOADS, { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/** Used when a page's loader failed and this route's boundary renders the error page. */
export const meta: Route.MetaFunction = ({ error, matches }) => (error ? errorMeta(error, matches) : [])

export async function loader({ context }: Route.LoaderArgs) {
  if (context.refusedStatus) throw data(null, { status: context.refusedStatus })
  const [menus, promotions] = await Promise.all([context.menus.getMenus(), loadHousePromotions(context)])
  // Only what the header shows: the whole user stays on the server.
  const user = context.user ? { firstname: context.user.firstname } : null
  return { env: context.env, menus, user, promotions }
}

export type RootData = Awaited<ReturnType<typeof loader>>

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const data = useRootData()
  const navigating = useNavigation().state !== 'idle'
  // A reading page is not hydrated: it loads its islands instead (decision 071).
  const matches = useMatches()
  const islands = data !== undefined && servesIslands(matches)
  // The back office and the sponsor portal draw their own frame (app/components/admin/back-office-shell.tsx).
  const backOffice = matches.some((match) => BACK_OFFICE_SHELLS.has(match.id))
  useClientState(data?.user ?? null)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <Meta />
        <Links />
      </head>
      <body>
        <ConsentProvider>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {backOffice ? null : <SiteHeader siteName={data?.env.SITE_NAME ?? 'Quota'} menuHtml={data?.menus.headerHtml ?? null} user={data?.user ?? null} />}
          <div className="route-progress" hidden={!navigating} aria-hidden="true" />
          {backOffice ? (
            children
          ) : (
            <main id="main" tabIndex={-1}>
              {children}
            </main>
          )}
          {backOffice ? null : <SiteFooter siteName={data?.env.SITE_NAME ?? 'Quota'} menuHtml={data?.menus.footerHtml ?? null} />}
          <ConsentBanner />
          {data ? <AnalyticsTracker config={data.env.thirdParty} /> : null}
          {data ? <InterstitialAd config={data.env.thirdParty} /> : null}
        </ConsentProvider>
        {islands ? (
          <IslandScripts nonce={nonce} config={{ thirdParty: data.env.thirdParty, user: data.user }} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  // A route chunk that failed to load (app/utils/route-chunks.ts) stops its navigation before React
  // Router starts it, so the failure is shown here, in place of the page that could not come.
  const chunkError = useChunkError()
  return chunkError ? <ChunkErrorPage message={chunkError.message} /> : <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'object' && error.data !== null && typeof (error.data as { message?: unknown }).message === 'string' ? (error.data as { message: string }).message : undefined
    return <ErrorPage status={error.status} detail={detail} unsaved={unsavedFormOf(error.data)} />
  }
  return <ErrorPage status={500} />
}
