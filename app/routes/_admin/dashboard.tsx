import { Link } from 'react-router'
import { LineChart } from '../../components/charts/line-chart.tsx'
import type { Dashboard } from './dashboard.server.ts'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Leads this week per sponsor, subscription revenue, newsletter growth and the next webinars' registrations. */
export function BusinessDashboard({ board }: { board: Dashboard }) {
  return (
    <div className="dashboard-grid">
      <section aria-labelledby="sponsor-leads-heading">
        <h2 id="sponsor-leads-heading">Leads in the last 7 days</h2>
        {board.sponsorLeads.length ? (
          <table className="admin-table">
            <caption className="visually-hidden">Leads in the last 7 days per sponsor, most first</caption>
            <thead>
              <tr>
                <th scope="col">Sponsor</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {board.sponsorLeads.map((row) => (
                <tr key={row.sponsor}>
                  <th scope="row">{row.sponsor}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="notice">No leads in the last 7 days.</p>
        )}
      </section>
      <section aria-labelledby="webinars-next-heading">
        <h2 id="webinars-next-heading">Next webinars</h2>
        {board.webinars.length ? (
          <table className="admin-table">
            <caption className="visually-hidden">The next webinars with their registrations</caption>
            <thead>
              <tr>
                <th scope="col">Webinar</th>
                <th scope="col">Starts (UTC)</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {board.webinars.map((webinar) => (
                <tr key={webinar.id}>
                  <th scope="row">
                    <Link to={`/admin/webinars/${webinar.id}`}>{webinar.title}</Link>
                  </th>
                  <td>{webinar.start ? webinar.start.slice(0, 16).replace('T', ' ') : 'To be announced'}</td>
                  <td>{webinar.registrations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="notice">No webinar is scheduled.</p>
        )}
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
