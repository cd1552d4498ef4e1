import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'

/** A form's button: while the page's form is being sent it says so and takes no second press. */
export function SubmitButton({ children, busyLabel, className = 'button' }: { children: ReactNode; busyLabel: string; className?: string }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  )
}
