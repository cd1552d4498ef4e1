import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface TitleLinkProps {
  /** The heading's level: h3 in a grid of cards, h2 where the card stands alone. */
  as?: 'h2' | 'h3'
  id?: string
  className: string
  linkClassName: string
  to: string
  children: ReactNode
}

/** A card's title as a heading whose words link to the item: the one link a screen reader lists for the card. */
export function TitleLink({ as: Heading = 'h3', id, className, linkClassName, to, children }: TitleLinkProps) {
  return (
    <Heading id={id} className={className}>
      <Link to={to} className={linkClassName}>
        {children}
      </Link>
    </Heading>
  )
}
