import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { landingPagesOf, landingYears } from '#lib/landing-pages.ts'
import { wholeList } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
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
        list: wholeList(
          pages.map((landing) => {
            const page = written.find((candidate) => candidate.slug === landing.slug)
            return { ...landing, page: page ? { id: page.id, status: STATUS_LABELS[page.status] ?? page.status, live: page.status === 'publish' } : null }
          }),
        ),
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
      <p>
        Each year has its landing pages. Until you write one, the site composes it from the year’s articles on its topic and the year’s ranked list. A published page at the same address takes its
        place.
      </p>
      {years.map(({ year, list }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ListScreen
            list={list}
            caption={`Landing pages of ${year}`}
            rowKey={(landing) => landing.path}
            columns={[
              { header: 'Page', cell: (landing) => <a href={landing.path}>{landing.title}</a> },
              {
                header: 'What readers see',
                cell: (landing) => (landing.page?.live ? 'Your written page' : landing.page ? `Composed (your page is a draft: ${landing.page.status})` : 'Composed from the year’s articles'),
              },
              { header: 'Change it', cell: (landing) => <ChangeLanding landing={landing} /> },
            ]}
            empty={`${year} has no landing pages.`}
          />
        </section>
      ))}
    </>
  )
}

/** The way to a landing page's written page: edit the one there is, or write it with its address and title filled in. */
function ChangeLanding({ landing }: { landing: { slug: string; title: string; page: { id: number } | null } }) {
  return landing.page ? (
    <Link to={`/admin/content/pages/${landing.page.id}`}>
      Edit the page<span className="visually-hidden"> for {landing.title}</span>
    </Link>
  ) : (
    <Link to={`/admin/content/pages/new?${new URLSearchParams({ slug: landing.slug, title: landing.title })}`}>
      Write this page<span className="visually-hidden"> ({landing.title})</span>
    </Link>
  )
}
