import { data, Outlet, useLoaderData, useMatches, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen, declarationOf, isContentScreen } from '#lib/back-office-screen.ts'
import { ROLE_LABELS } from '#lib/roles.ts'
import { BackOfficeShell, backOfficeMeta, backOfficeRefusal } from '../../components/admin/back-office-shell.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { nameOf, navigationFor, requireStaff } from './require-staff.server.ts'
import { NO_ACCESS } from './back-office-words.ts'

export const handle = backOfficeScreen({ capability: 'admin:enter' })

export const meta = backOfficeMeta('Back office')

/** Every /admin page passes through here first: staff with the second factor, for the screen's capability. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const links = navigationFor(args.context, user.role, 'admin')
  return data({ who: `${nameOf(user)} · ${ROLE_LABELS[user.role]}`, links, wordpressAdminUrl: args.context.contentHome.wordpressAdminUrl }, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function AdminLayout() {
  const { who, links, wordpressAdminUrl } = useLoaderData<typeof loader>()
  const screen = useMatches().at(-1)
  const content = !!screen && isContentScreen(declarationOf(screen.id, screen.handle))
  return (
    <BackOfficeShell name="Back office" home="/admin" links={links} who={who}>
      {wordpressAdminUrl && content ? (
        <>
          <h1>Content is edited in WordPress</h1>
          <p className="notice">
            This site reads its articles, pages, sections, topics and media from WordPress, so they are written and changed there, where your editors already work.{' '}
            <a href={wordpressAdminUrl}>Open WordPress’s admin</a>
          </p>
        </>
      ) : (
        <Outlet />
      )}
    </BackOfficeShell>
  )
}

export const ErrorBoundary = backOfficeRefusal({
  noAccess: NO_ACCESS,
  notFound: 'There is nothing at this address in the back office.',
  failed: 'The back office could not show this page. Please try again.',
})
