import { data, type AppLoadContext } from 'react-router'
import { isServiceError } from '#lib/service-errors.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { noStore } from '../http-responses.server.ts'
import { toStripePage } from '../stripe-pages.server.ts'

/**
 * "Manage billing" on /profile: a short-lived address of Stripe's customer portal for one of the
 * reader's own subscriptions, sent there (toStripePage). An order not theirs (or no such id) is a 404.
 */
export async function openBillingPortal(context: AppLoadContext, user: { id: number }, formData: FormData) {
  const orderId = storableIdOf(formData.get('orderId'))
  if (orderId === null) throw data({ message: 'No such subscription' }, { status: 404 })
  try {
    return toStripePage(await context.readerSubscriptions.portalUrl(user.id, orderId))
  } catch (error) {
    if (!isServiceError(error)) throw error
    if (error.code === 'not_found') throw data({ message: error.message }, { status: 404 })
    return data({ billingError: error.message }, { status: 503, headers: { ...noStore, 'Retry-After': String(error.details.retryAfterSeconds ?? 5) } })
  }
}
