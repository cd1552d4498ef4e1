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
