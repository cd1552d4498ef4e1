import type { DeliveryOutcome, Envelope } from './smtp-pool.ts'

/** From the server's thread to the SMTP thread. */
export type ToSmtpThread =
  | { type: 'deliver'; id: number; envelope: Envelope; body: Uint8Array }
  | { type: 'send-unrecorded'; id: number; envelope: Envelope; body: Uint8Array }
  /** The answer to a `claim`: `ours`, or the claim's failure. */
  | { type: 'claimed'; id: number; ours: boolean }
  | { type: 'claim-failed'; id: number; message: string }
  | { type: 'close' }

/** From the SMTP thread back. */
export type FromSmtpThread =
  /** The server took the recipient and DATA: may the last line go? */
  | { type: 'claim'; id: number }
  | { type: 'delivered'; id: number; outcome: DeliveryOutcome }
  | { type: 'sent-unrecorded'; id: number; error: { message: string; responseCode?: number; response?: string } | null }
