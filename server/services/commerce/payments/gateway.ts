/**
 * The one door to card payments. The order service speaks only to this interface, so a real
 * processor (with hosted fields, so the server never sees the number) can replace the built-in
 * test gateway in server/app.ts without touching the order flow.
 */
export interface CardDetails {
  /** Digits only. Never stored or logged: it exists for the length of the charge call. */
  number: string
  expMonth: number
  /** Four digits. */
  expYear: number
  cvc: string
  postalCode: string
}

export interface ChargeRequest {
  amountCents: number
  currency: string
  card: CardDetails
  description: string
  /** The same key never charges twice: a retry answers the first outcome. */
  idempotencyKey: string
}

export type ChargeResult = { status: 'approved'; reference: string } | { status: 'declined'; reason: string }

export interface PaymentGateway {
  /** Resolves approved or declined; throws when the gateway cannot be reached (the outcome is unknown). */
  charge(request: ChargeRequest): Promise<ChargeResult>
}
