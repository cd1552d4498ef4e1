import type { ReactNode } from 'react'

/** Invitations sent and not yet accepted, each with what it grants and until when (Staff, Sponsors). */
export function PendingInvitations<Invitation extends { id: number | string; email: string; expiresAt: string }>({
  invitations,
  grants,
}: {
  invitations: Invitation[]
  grants: (invitation: Invitation) => ReactNode
}) {
  if (!invitations.length) return null
  return (
    <>
      <h2>Invitations not yet accepted</h2>
      <ul>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            {invitation.email}, {grants(invitation)}, until {invitation.expiresAt}
          </li>
        ))}
      </ul>
    </>
  )
}
