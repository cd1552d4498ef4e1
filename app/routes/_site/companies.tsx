import { companyPath } from '#lib/site-paths.ts'
import { Form, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { resolveListFamily } from '../../../lib/list-families.ts'
import type { QueryHandle } from '../../../lib/query-handle.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { Options } from '../../components/forms/options.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { seoMeta } from '../../utils/seo.ts'
import { requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['page', 'letter', 'q', 'family', 'year'], ...ISLANDS_ONLY }

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz', '#']

/** The filters an address asks for; a value that cannot be one is no filter (the address still answers). */
function filtersOf(url: URL) {
  const param = (name: string) => url.searchParams.get(name) ?? ''
  const letter = param('letter').toLowerCase()
  const q = param('q').replace(/\0/g, '').trim().slice(0, 100)
  const family = /^[a-z0-9-]{1,100}$/.test(param('family')) ? param('family') : ''
  const year = /^\d{4}$/.test(param('year')) ? Number(param('year')) : undefined
  return { letter: LETTERS.includes(letter) ? letter : '', q, family, year }
}

/** /companies: every company on a published list, A to Z, found by name, narrowed to a list and year. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url)
  const page = requirePageNumber(url)
  const filters = filtersOf(url)
  const [found, editions] = await Promise.all([
    context.companies.index.search({ letter: filters.letter || undefined, q: filters.q || undefined, family: filters.family || undefined, year: filters.year }, page),
    context.companies.index.editions(),
  ])
  requirePageInRange(page, found.pages)
  const siteName = context.env.SITE_NAME
  return {
    filters,
    page,
    pages: found.pages,
    total: found.total,
    companies: found.rows.map((row) => ({ ...row, path: companyPath(row) })),
    families: editions.map((edition) => ({ ...edition, name: resolveListFamily(edition.family, siteName)?.name ?? edition.family })).sort((a, b) => a.name.localeCompare(b.name)),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, {
        title: data.page > 1 ? `Companies, page ${data.page}` : 'Companies',
        description: 'Every company on our ranked lists and awards, A to Z, with where each ranks year by year.',
        path: pageHref('/companies', '', data.page),
        type: 'website',
      })
    : errorMeta(error, matches)

export default function CompaniesPage() {
  const { filters, page, pages, total, companies, families } = useLoaderData<typeof loader>()
  const years = [...new Set(families.flatMap((family) => (!filters.family || family.family === filters.family ? family.years : [])))].sort((a, b) => b - a)
  const letterHref = (letter: string) => {
    const params = new URLSearchParams({ ...(filters.family ? { family: filters.family } : {}), ...(filters.year ? { year: String(filters.year) } : {}), ...(letter ? { letter } : {}) })
    return params.size ? `/companies?${params}` : '/companies'
  }
  return (
    <div className="page companies-page">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Companies', path: '/companies' },
        ]}
      />
      <h1>Companies</h1>
      <p className="lede">Every company on our ranked lists and awards, with where it ranks year by year.</p>
      <Form method="get" action="/companies" className="companies-page__filters" role="search" aria-label="Find a company">
        <label>
          Name
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} />
        </label>
        <label>
          List
          <select name="family" defaultValue={filters.family}>
            <option value="">Every list</option>
            <Options items={families} value={(family) => family.family} label={(family) => family.name} />
          </select>
        </label>
        <label>
          Year
          <select name="year" defaultValue={filters.year ?? ''}>
            <option value="">Every year</option>
            <Options items={years} value={(year) => year} label={(year) => year} />
          </select>
        </label>
        {filters.letter ? <input type="hidden" name="letter" value={filters.letter} /> : null}
        <button type="submit">Find</button>
      </Form>
      <nav aria-label="Companies by initial" className="companies-page__letters">
        <ul>
          <li>
            <Link to={letterHref('')} aria-current={filters.letter ? undefined : 'page'}>
              All
            </Link>
          </li>
          {LETTERS.map((letter) => (
            <li key={letter}>
              <Link to={letterHref(letter)} aria-current={filters.letter === letter ? 'page' : undefined}>
                {letter === '#' ? <span aria-label="A digit or sign">#</span> : letter.toUpperCase()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status">{total === 1 ? 'One company' : `${total.toLocaleString('en-US')} companies`}</p>
      {companies.length ? (
        <ul className="companies-page__list">
          {companies.map((company) => (
            <li key={company.slug}>
              <Link to={company.path}>{company.name}</Link>
              {company.headquarters ? <span className="companies-page__where"> · {company.headquarters}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No company matches. <Link to="/companies">Show every company</Link>
        </p>
      )}
      <Pagination page={page} totalPages={pages} label="Pages of companies" />
    </div>
  )
}
