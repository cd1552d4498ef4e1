import { Link } from 'react-router'

/** Who a row is about: their name (or, without one, their address) opening the record, the address under it. */
export function PersonCell({ to, name, email }: { to: string; name: string; email: string }) {
  return (
    <>
      <Link to={to}>{name || email}</Link>
      {name ? <div>{email}</div> : null}
    </>
  )
}

/** A person's name from its parts, as the lists show it ("" when there is none). */
export const fullName = (person: { firstname?: string | null; lastname?: string | null }) => [person.firstname, person.lastname].filter(Boolean).join(' ')
