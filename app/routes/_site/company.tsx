import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { COMPANY_CLAIM_FIELDS } from '../../../lib/company-claim-form.ts'
import { prefillLeadForm } from '../../../lib/lead-fields.ts'
import type { QueryHandle } from '../../../lib/query-handle.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { CompanyRanks } from '../../components/companies/company-ranks.tsx'
import type { CompanyView } from '../../components/companies/company-view.ts'
import { LeadForm } from '../../components/forms/lead-form.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { absoluteUrl, breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import { claimCompany, requireCompany } from './company.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** Read, not hydrated (decision 071); "Is this your company?" has an island of its own (decision 079). */
export const handle: QueryHandle & IslandsHandle = { readsQuery: ['sent'], ...ISLANDS_ONLY }

/** /companies/{slug}: where a company ranks on every list, by year, what we published about it, and "Is this your company?". */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const company = await requireCompany(context, params.slug)
  const sent = new URL(request.url).searchParams.get('sent') === '1'
  return { company, sent, defaults: prefillLeadForm(COMPANY_CLAIM_FIELDS, context.user) }
}

export const action = ({ params, request, context }: ActionFunctionArgs<AppLoadContext>) => claimCompany(context, request, params.slug)

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

const crumbs = (company: CompanyView): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Companies', path: '/companies' },
  { name: company.name, path: company.path },
]

const summaryOf = (company: CompanyView) =>
  company.description.slice(0, 200) || `Where ${company.name} ranks on ${company.families.length === 1 ? 'one list' : `${company.families.length} lists`}, year by year.`

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: data.company.name, description: summaryOf(data.company), path: data.company.path, type: 'website' }) : errorMeta(error, matches)

const MENTION_KINDS = { article: 'Article', webinar: 'Webinar', resource: 'Resource', event: 'Event' } as const

export default function CompanyPage() {
  const { company, sent, defaults } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { siteUrl } = useSite()
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: company.website || absoluteUrl(siteUrl, company.path),
    description: company.description || undefined,
    logo: company.logo ? absoluteUrl(siteUrl, company.logo) : undefined,
    address: company.headquarters || undefined,
  }
  return (
    <article className="page company-page">
      <JsonLd items={[organization, breadcrumbJsonLd(siteUrl, crumbs(company))]} />
      <Breadcrumbs crumbs={crumbs(company)} />
      <header className="company-page__header">
        {company.logo ? <img src={company.logo} alt="" width={96} height={96} className="company-page__logo" /> : null}
        <div>
          <p className="eyebrow">Company</p>
          <h1>{company.name}</h1>
          {company.description ? <p className="lede">{company.description}</p> : null}
          <dl className="company-page__facts">
            {company.headquarters ? (
              <>
                <dt>Headquarters</dt>
                <dd>{company.headquarters}</dd>
              </>
            ) : null}
            {company.sizeBand ? (
              <>
                <dt>Size</dt>
                <dd>{company.sizeBand}</dd>
              </>
            ) : null}
            {company.website ? (
              <>
                <dt>Website</dt>
                <dd>
                  <a href={company.website} rel="nofollow noopener">
                    {company.website}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </header>
      <section aria-labelledby="ranks-heading">
        <h2 id="ranks-heading">On our lists</h2>
        <CompanyRanks families={company.families} name={company.name} />
      </section>
      <MentionList id="sponsored-heading" heading={`Sponsored by ${company.name}`} mentions={company.sponsored} />
      <MentionList id="mentions-heading" heading="In our coverage" mentions={company.mentions} />
      <section id="claim" aria-labelledby="claim-heading" className="company-page__claim">
        <h2 id="claim-heading">Is this your company?</h2>
        {sent ? (
          <p role="status">Thank you. Our team will be in touch about {company.name}’s profile.</p>
        ) : (
          <>
            <p>Tell us who you are: our team will help you complete {company.name}’s profile.</p>
            <LeadForm definitions={COMPANY_CLAIM_FIELDS} defaultValue={defaults} lastResult={lastResult} submitLabel="Send" busyLabel="Sending…" action={`${company.path}#claim`} sponsorName={null} />
          </>
        )}
      </section>
    </article>
  )
}

function MentionList({ id, heading, mentions }: { id: string; heading: string; mentions: CompanyView['mentions'] }) {
  if (!mentions.length) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="company-page__mentions">
        {mentions.map((mention) => (
          <li key={mention.path}>
            <span className="eyebrow">{MENTION_KINDS[mention.kind]}</span> <Link to={mention.path}>{mention.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
