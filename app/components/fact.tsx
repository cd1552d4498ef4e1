import type { ReactNode } from 'react'

/** One term and its value in a list of facts (a `<dl>`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

interface FactsProps<T> {
  items: readonly T[]
  /** The term of each fact; also its React key, so unique within the list. */
  term: (item: T) => string
  children: (item: T) => ReactNode
  className?: string
}

/** A list of facts, one an item. */
export function Facts<T>({ items, term, children, className }: FactsProps<T>) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <Fact key={term(item)} term={term(item)}>
          {children(item)}
        </Fact>
      ))}
    </dl>
  )
}
