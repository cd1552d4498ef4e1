import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { landingPagesOf, landingYears } from '#lib/landing-pages.ts'
import { noStore } from '../http-responses.server.ts'
import { STATUS_LABELS } from './post-kinds.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'content:structure', nav: { label: 'Landing pages', group: 'Pages' } })

/**
 * /admin/landing-pages: the year-based landing pages. Each is composed from its year's articles
 * until an editor writes a page at its address, which then takes its place.
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const years = landingYears().map((year) => ({ year, pages: landingPagesOf(year).map((landing) => ({ ...landing, slug: landing.path.slice(1) })) }))
  const written = await args.context.postAdmin.of('page').bySlugs(years.flatMap((year) => year.pages.map((landing) => landing.slug)))
  return data(
    {
      years: years.map(({ year, pages }) => ({
        year,
        pages: pages.map((landing) => {
          const page = written.find((candidate) => candidate.slug === landing.slug)
          return { ...landing, page: page ? { id: page.id, status: STATUS_LABELS[page.status] ?? page.status, live: page.status === 'publish' } : null }
        }),
      })),
    },
    { headers: noStore },
  )
}

export default function LandingPagesScreen() {
  const { years } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Landing pages</h1>
      <p>Each year has its landing pages. Until you write one, the site composes it from the year’s articles on its topic and the year’s ranked list. A published page at the same address takes its place.</p>
      {years.map(({ year, pages }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <table className="admin-table">
            <caption className="visually-hidden">Landing pages of {year}</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">What readers see</th>
                <th scope="col">Change it</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((landing) => (
                <tr key={landing.path}>
                  <td>
                    <a href={landing.path}>{landing.title}</a>
                  </td>
                  <td>{landing.page?.live ? 'Your written page' : landing.page ? `Composed (your page is a draft: ${landing.page.status})` : 'Composed from the year’s articles'}</td>
                  <td>
                    {landing.page ? (
                      <Link to={`/admin/content/pages/${landing.page.id}`}>
                        Edit the page<span className="visually-hidden"> for {landing.title}</span>
                      </Link>
                    ) : (
                      <Link to={`/admin/content/pages/new?${new URLSearchParams({ slug: landing.slug, title: landing.title })}`}>
                        Write this page<span className="visually-hidden"> ({landing.title})</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  )
}
