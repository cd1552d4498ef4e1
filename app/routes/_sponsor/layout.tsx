import { data, Link, Outlet, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { BackOfficeShell, backOfficeMeta, backOfficeRefusal } from '../../components/admin/back-office-shell.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { nameOf, navigationFor } from '../_admin/require-staff.server.ts'
import { requireSponsor, sponsorLabel } from './portal.server.ts'
import { NO_PORTAL } from './portal-words.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal' })

export const meta = backOfficeMeta('Sponsor portal')

/** Every /sponsor page passes through here first: a sponsor's own users only. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user, secondFactor } = await requireSponsor(args)
  const links = navigationFor(args.context, user.role, 'sponsor')
  // Titled by its company's name; a key without a company (none since decision 067) by its words.
  const company = await args.context.sponsorCompanies.byKey(user.sponsor)
  return data({ who: nameOf(user), sponsor: company?.name ?? sponsorLabel(user.sponsor), links, secondFactor }, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function SponsorLayout() {
  const { who, sponsor, links, secondFactor } = useLoaderData<typeof loader>()
  return (
    <BackOfficeShell name="Sponsor portal" home="/sponsor" brand={sponsor} links={links} who={who}>
      {secondFactor ? null : (
        <p className="notice">
          Protect your leads with a second factor: <Link to="/admin/second-factor/setup?redirectTo=%2Fsponsor">set up an authenticator app</Link>.
        </p>
      )}
      <Outlet />
    </BackOfficeShell>
  )
}

export const ErrorBoundary = backOfficeRefusal({ noAccess: NO_PORTAL, notFound: 'There is nothing at this address in your portal.', failed: 'The portal could not show this page. Please try again.' })
