import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageOf } from '#lib/page.ts'
import { ListScreen, type ListScreenProps } from './list-screen.tsx'

interface Lead {
  id: number
  name: string
}

const columns = [
  { header: 'Name', cell: (lead: Lead) => lead.name, sort: 'name' },
  { header: 'Number', cell: (lead: Lead) => `#${lead.id}` },
]

/** The list screen rendered as the server renders a page, at an address with a query. */
function render(props: Partial<ListScreenProps<Lead>>, at = '/admin/leads'): string {
  const all: ListScreenProps<Lead> = {
    list: pageOf([], 0, 1, 50),
    columns,
    rowKey: (lead) => lead.id,
    caption: 'Leads, newest first',
    noun: ['lead', 'leads'],
    empty: { none: 'No leads yet.', filtered: 'No leads match these filters.' },
    ...props,
  } as ListScreenProps<Lead>
  const Stub = createRoutesStub([{ path: '/admin/leads', Component: () => <ListScreen {...all} /> }])
  return renderToString(<Stub initialEntries={[at]} />).replaceAll(' data-discover="true"', '')
}

describe('ListScreen', () => {
  it('draws the columns in a captioned table with scoped headers, and counts the rows', () => {
    const html = render({ list: pageOf([{ id: 7, name: 'Ada' }], 1, 1, 50) })
    expect(html).toContain('<caption class="visually-hidden">Leads, newest first</caption>')
    expect(html).toMatch(/<th scope="col"[^>]*><a href="\/admin\/leads\?sort=name">Name<\/a><\/th><th scope="col">Number<\/th>/)
    expect(html).toContain('<td data-label="Name">Ada</td><td data-label="Number">#7</td>')
    expect(html).toMatch(/<p role="status">1 lead<\/p>/)
    expect(html).not.toContain('class="pager"')
  })

  it('says "nothing yet" for an empty list and "nothing matches" for an empty filtered one', () => {
    expect(render({ values: { q: '' } })).toContain('No leads yet.')
    const filtered = render({ values: { q: 'zed' } })
    expect(filtered).toContain('No leads match these filters.')
    expect(filtered).not.toContain('<table')
    expect(filtered).toContain('0 leads')
  })

  it('pages with links that keep the filters and drop empty ones', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Lead ${i}` }))
    const html = render({ list: pageOf(rows, 120, 2, 50), values: { q: 'acme', kind: '', page: '2' } }).replaceAll('&amp;', '&')
    expect(html).toContain('120 leads, page 2 of 3')
    expect(html).toContain('<nav class="pager" aria-label="Pages of leads">')
    expect(html).toContain('href="/admin/leads?q=acme&page=1">Newer</a>')
    expect(html).toContain('href="/admin/leads?q=acme&page=3">Older</a>')
    // Sorting starts again from the first page, with the filters.
    expect(html).toContain('href="/admin/leads?q=acme&sort=name">Name</a>')
  })

  it('shows the filters as a GET form with their values, the CSV link and the order in force', () => {
    const html = render({
      values: { kind: 'asset', q: 'acme', sort: 'name' },
      list: pageOf([{ id: 1, name: 'Bo' }], 2, 1, 50),
      filters: {
        label: 'Filter the leads',
        clear: true,
        fields: [
          { name: 'kind', label: 'Form', options: [['asset', 'Download']], any: 'All forms' },
          { name: 'q', label: 'Search', type: 'search' },
        ],
      },
      csv: { href: '/admin/leads.csv?kind=asset', label: 'Download these as CSV' },
    })
    expect(html).toContain('<form class="filter-form" aria-label="Filter the leads" action="/admin/leads" method="get">')
    expect(html).toContain('<option value="asset" selected="">Download</option>')
    expect(html).toContain('<input type="search" name="q" value="acme"/>')
    expect(html).toContain('<a href="/admin/leads.csv?kind=asset">Download these as CSV</a>')
    expect(html).toContain('href="/admin/leads">Clear</a>')
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><a href="\/admin\/leads\?kind=asset&amp;q=acme&amp;sort=-name">Name<\/a>/)
  })
})
