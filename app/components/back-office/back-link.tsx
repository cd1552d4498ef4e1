import { Link } from 'react-router'

/** The link above a back-office record back to its list (or its parent record). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to}>{`← ${label}`}</Link>
    </p>
  )
}
