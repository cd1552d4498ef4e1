import { execFileSync } from 'node:child_process'
import { sign } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringToSign, type SnsMessage } from '#server/services/newsletters/feedback/sns-signature.ts'

export interface SnsStandIn {
  /** The certificate served for every SigningCertURL of the fixtures. */
  certificate: string
  /** A fixture's message signed with the certificate's key (SignatureVersion 1: SHA1, 2: SHA256). */
  signed(message: SnsMessage): SnsMessage
  /** What the certificate fetcher was asked for, and the subscription links confirmed. */
  certificateRequests: string[]
  confirmed: string[]
  adapter: { fetchCertificate(url: string): Promise<string>; confirmSubscription(url: string): Promise<void> }
}

/** A self-signed certificate made now with openssl, standing in for SNS's signing certificate. */
export function createSnsStandIn(): SnsStandIn {
  const dir = mkdtempSync(join(tmpdir(), 'sns-cert-'))
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-subj', '/CN=sns.amazonaws.com', '-days', '2'], {
      stdio: 'ignore',
    })
    const key = readFileSync(join(dir, 'key.pem'), 'utf8')
    const certificate = readFileSync(join(dir, 'cert.pem'), 'utf8')
    const certificateRequests: string[] = []
    const confirmed: string[] = []
    return {
      certificate,
      certificateRequests,
      confirmed,
      signed(message) {
        const algorithm = message.SignatureVersion === '1' ? 'sha1' : 'sha256'
        return { ...message, Signature: sign(algorithm, Buffer.from(stringToSign(message), 'utf8'), key).toString('base64') }
      },
      adapter: {
        async fetchCertificate(url) {
          certificateRequests.push(url)
          return certificate
        },
        async confirmSubscription(url) {
          confirmed.push(url)
        },
      },
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function readBounceFixture<T = SnsMessage>(name: string): T {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/newsletter-bounces', name), 'utf8')) as T
}
