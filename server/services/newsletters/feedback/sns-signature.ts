import { verify, X509Certificate } from 'node:crypto'

/**
 * Amazon SNS message signatures (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA) over the
 * canonical string AWS documents: for each field, in this order and when present, its name, a
 * newline, its value, a newline. The certificate comes only from https://sns.<region>.amazonaws.com/….pem.
 */
export interface SnsMessage {
  Type: string
  MessageId: string
  TopicArn: string
  Message: string
  Timestamp: string
  SignatureVersion: string
  Signature: string
  SigningCertURL: string
  Subject?: string
  Token?: string
  SubscribeURL?: string
}

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const
const CONFIRMATION_FIELDS = ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const

/** An SNS endpoint of any region: the only host a certificate or a subscription link may come from. */
const SNS_HOST = /^sns\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com$/

export function isSnsUrl(raw: string | undefined, { pem = false } = {}): boolean {
  if (!raw) return false
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  return url.protocol === 'https:' && url.port === '' && !url.username && !url.password && SNS_HOST.test(url.hostname) && (!pem || /\.pem$/.test(url.pathname))
}

export function stringToSign(message: SnsMessage): string {
  const fields = message.Type === 'Notification' ? NOTIFICATION_FIELDS : CONFIRMATION_FIELDS
  return fields
    .filter((field) => typeof message[field] === 'string')
    .map((field) => `${field}\n${message[field]}\n`)
    .join('')
}

/** Fetches a PEM certificate; production's goes to SNS, tests serve their own. */
export type CertFetcher = (url: string) => Promise<string>

export type SnsVerdict = 'valid' | 'bad certificate address' | 'unknown signature version' | 'certificate unavailable' | 'mismatch'

/** Checks an SNS message's signature; certificates are kept by address (SNS rotates them rarely). */
export function createSnsVerifier(fetchCert: CertFetcher, { maxCertificates = 8 } = {}) {
  const certificates = new Map<string, Promise<X509Certificate>>()
  const certificate = (url: string) => {
    let cert = certificates.get(url)
    if (!cert) {
      if (certificates.size >= maxCertificates) certificates.delete(certificates.keys().next().value!)
      cert = fetchCert(url).then((pem) => new X509Certificate(pem))
      // A failed fetch is not remembered: the next message tries again.
      cert.catch(() => certificates.delete(url))
      certificates.set(url, cert)
    }
    return cert
  }

  return async (message: SnsMessage, now = new Date()): Promise<SnsVerdict> => {
    const algorithm = message.SignatureVersion === '1' ? 'sha1' : message.SignatureVersion === '2' ? 'sha256' : null
    if (!algorithm) return 'unknown signature version'
    if (!isSnsUrl(message.SigningCertURL, { pem: true })) return 'bad certificate address'
    let cert: X509Certificate
    try {
      cert = await certificate(message.SigningCertURL)
    } catch {
      return 'certificate unavailable'
    }
    if (new Date(cert.validFrom) > now || new Date(cert.validTo) < now) return 'certificate unavailable'
    const signature = Buffer.from(message.Signature, 'base64')
    try {
      return verify(algorithm, Buffer.from(stringToSign(message), 'utf8'), cert.publicKey, signature) ? 'valid' : 'mismatch'
    } catch {
      // A certificate whose key cannot check this algorithm: not SNS's.
      return 'mismatch'
    }
  }
}
export type SnsVerifier = ReturnType<typeof createSnsVerifier>

/** The certificate from SNS itself: https only (the address was checked), a short wait, a small body. */
export const fetchSnsCertificate: CertFetcher = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' })
  if (!response.ok) throw new Error(`SNS certificate: ${response.status}`)
  const pem = await response.text()
  if (pem.length > 20_000 || !pem.includes('BEGIN CERTIFICATE')) throw new Error('SNS certificate: not a certificate')
  return pem
}
