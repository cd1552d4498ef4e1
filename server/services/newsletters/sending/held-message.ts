import { Readable } from 'node:stream'

/** The mail's row was not ours to send (taken by another worker, the send stopped, the reader left). */
export class NotClaimed extends Error {
  constructor() {
    super('the delivery was not claimed: the message is abandoned before its last line')
    this.name = 'NotClaimed'
  }
}

/**
 * A message as nodemailer reads it for DATA, holding back its end (decision 052). The body is
 * given at once; the end waits until the SMTP server has accepted the recipient and the DATA
 * command (`release`, called when nodemailer starts piping the message to the connection) and
 * then for `claim`. Yes: the stream ends and nodemailer writes the final `.`. No, or the claim
 * fails: the stream is destroyed with an error, nodemailer closes the connection mid-message
 * (smtp-connection/index.js `send` → `onStreamError`; smtp-pool/pool-resource.js closes the
 * connection on any error but a refused envelope) and the server discards what it got.
 */
export class HeldMessage extends Readable {
  /** The row turned `sent`: from here on the mail counts as delivered, whatever the server answers next. */
  claimed = false
  /** The server took the recipient and DATA: a refusal before this is about the recipient. */
  released = false
  /** Claimed after the connection was already gone: the `.` never went out, the row must be reopened. */
  claimLost = false
  /** The claim said no: someone else's, or no longer to be sent. */
  notOurs = false
  private given = false

  constructor(
    private readonly body: Buffer,
    private readonly claim: () => Promise<boolean>,
  ) {
    super()
  }

  override _read(): void {
    if (this.given) return
    this.given = true
    this.push(this.body)
  }

  release(): void {
    if (this.released || this.destroyed) return
    this.released = true
    this.claim().then(
      (ours) => {
        if (this.destroyed) {
          this.claimLost = ours
          return
        }
        if (!ours) {
          this.notOurs = true
          return this.destroy(new NotClaimed())
        }
        this.claimed = true
        this.push(null)
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    )
  }
}
