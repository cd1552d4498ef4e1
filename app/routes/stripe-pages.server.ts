import { redirect } from 'react-router'
import { noStore } from './http-responses.server.ts'

/**
 * The one way a form sends the reader on to a page Stripe hosts (Checkout, the customer portal):
 * a 303 answer to the form, so the browser GETs Stripe's page, with or without JavaScript. The
 * browser checks that redirect against the sending page's CSP form-action, which names Stripe's
 * origin on these pages only: a page that calls this must be listed in
 * server/middleware/payment-form-targets.ts (decision 061).
 */
export const toStripePage = (url: string) => redirect(url, { status: 303, headers: noStore })
