import { isRouteErrorResponse } from 'react-router'
import type { UnsavedForm } from '#lib/unsaved-form.ts'

/** The site is briefly unavailable (a 503): the error to show as the site's "right back" page. */
export const isUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503

/** The form a 503 answer gave back (see app/routes/session-unavailable.server.ts), when the error carries one. */
export function unsavedFormOf(errorData: unknown): UnsavedForm | null {
  const unsaved = (errorData as { unsaved?: unknown } | null)?.unsaved as UnsavedForm | null | undefined
  if (!unsaved || typeof unsaved.action !== 'string' || !unsaved.action.startsWith('/') || !Array.isArray(unsaved.fields)) return null
  return unsaved
}
