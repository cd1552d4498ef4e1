import { Link } from 'react-router'
import type { Tile } from './overview.server.ts'

/** The headline figures, each a link to the screen that lists them. */
export function OverviewTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading">Today</h2>
      <ul className="overview-tiles">
        {tiles.map((tile) => (
          <li key={tile.label} className="overview-tile">
            <Link to={tile.path} className="overview-tile__link">
              <span className="overview-tile__label">{tile.label}</span>
              <span className="overview-tile__value">{tile.value}</span>
              {tile.note ? <span className="overview-tile__note">{tile.note}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The audit log's latest entries, with the way to all of them. */
export function RecentActivity({ entries }: { entries: { id: number; at: string; who: string; what: string; item: string }[] }) {
  return (
    <section aria-labelledby="activity-heading" className="overview-activity">
      <h2 id="activity-heading">Recent activity</h2>
      {entries.length ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="overview-activity__at">{entry.at}</span> {entry.who}: {entry.what} ({entry.item})
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing yet.</p>
      )}
      <p>
        <Link to="/admin/audit">The whole audit log</Link>
      </p>
    </section>
  )
}
