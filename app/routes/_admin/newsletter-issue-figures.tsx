import { BarChart } from '../../components/charts/bar-chart.tsx'
import { LineChart } from '../../components/charts/line-chart.tsx'
import type { IssueScreen } from './newsletter-issue.server.ts'

/** Once the issue went out: its counts, the clicks per link as a chart, and the newsletter's growth. */
export function IssueFigures({ figures, growth, name }: { figures: NonNullable<IssueScreen['figures']>; growth: IssueScreen['growth']; name: string }) {
  const counts = [
    ['Recipients', figures.recipients],
    ['Sent', figures.sent],
    ['Waiting', figures.queued + figures.deferred],
    ['Failed', figures.failed],
    ['Bounced', figures.bounced],
    ['Unsubscribed since', figures.unsubscribed],
    ['Clicks', figures.links.reduce((sum, link) => sum + link.clicks, 0)],
  ] as const
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading">Figures</h2>
      <dl className="figures">
        {counts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        title="Clicks per link"
        labelHeading="Link"
        valueLabel="Clicks"
        bars={figures.links.map((link) => ({ label: `${link.position}. ${link.sponsor ? `[${link.sponsor}] ` : ''}${link.url.replace(/^https?:\/\//, '')}`, value: link.clicks }))}
      />
      {growth ? (
        <LineChart
          title={`${name}: growth by week`}
          labels={growth.weeks}
          valueLabel="readers each week"
          series={[
            { label: 'Subscribers', values: growth.subscribers },
            { label: 'Sign-ups', values: growth.signUps },
            { label: 'Unsubscribes', values: growth.unsubscribes },
          ]}
        />
      ) : null}
    </section>
  )
}
