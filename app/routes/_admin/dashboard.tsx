import { Link } from 'react-router'
import { utcMinute } from '#lib/utc-minute.ts'
import { wholeList } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { LineChart } from '../../components/charts/line-chart.tsx'
import type { Dashboard } from './dashboard.server.ts'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Leads this week per sponsor, subscription revenue, newsletter growth and the next webinars' registrations. */
export function BusinessDashboard({ board }: { board: Dashboard }) {
  return (
    <div className="dashboard-grid">
      <section aria-labelledby="sponsor-leads-heading">
        <h2 id="sponsor-leads-heading">Leads in the last 7 days</h2>
        <ListScreen
          list={wholeList(board.sponsorLeads)}
          caption="Leads in the last 7 days per sponsor, most first"
          rowKey={(row) => row.sponsor}
          columns={[
            { header: 'Sponsor', rowHeader: true, cell: (row) => row.sponsor },
            { header: 'Leads', cell: (row) => row.count },
          ]}
          empty="No leads in the last 7 days."
        />
      </section>
      <section aria-labelledby="webinars-next-heading">
        <h2 id="webinars-next-heading">Next webinars</h2>
        <ListScreen
          list={wholeList(board.webinars)}
          caption="The next webinars with their registrations"
          rowKey={(webinar) => webinar.id}
          columns={[
            { header: 'Webinar', rowHeader: true, cell: (webinar) => <Link to={`/admin/webinars/${webinar.id}`}>{webinar.title}</Link> },
            { header: 'Starts', cell: (webinar) => (webinar.start ? utcMinute(webinar.start) : 'To be announced') },
            { header: 'Registered', cell: (webinar) => webinar.registrations },
          ]}
          empty="No webinar is scheduled."
        />
      </section>
      <section aria-labelledby="revenue-heading">
        <h2 id="revenue-heading">Subscription revenue</h2>
        <p>
          {dollars.format(board.revenueTotal)} from {board.orders} paid {board.orders === 1 ? 'order' : 'orders'} in the last 12 weeks.
        </p>
        <LineChart title="Paid magazine subscriptions per week" labels={board.weeks} series={board.revenue} valueLabel="US dollars paid each week" />
      </section>
      <section aria-labelledby="growth-heading">
        <h2 id="growth-heading">Newsletter growth</h2>
        <LineChart title="Newsletter subscribers by week" labels={board.growthWeeks} series={board.growth} valueLabel="subscribers who had signed up by each week's end" />
      </section>
    </div>
  )
}
