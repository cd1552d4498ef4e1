import type { ReactNode } from 'react'

/** A page of the reader's account: one narrow column under its title. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--narrow account-page">
      <h1>{title}</h1>
      {children}
    </div>
  )
}
