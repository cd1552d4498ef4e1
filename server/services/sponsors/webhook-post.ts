import http from 'node:http'
import https from 'node:https'
import type { LookupAddress, LookupOneOptions } from 'node:dns'
import type { ResolvedAddress } from './webhook-url.ts'

export type PostOutcome = { status: number } | { failure: string }

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * POSTs a webhook to exactly the addresses that were checked: the connection's name lookup
 * answers them instead of asking DNS again, so a name that changes its answer after the check
 * (DNS rebinding) is never followed. The URL's host name still goes in the Host header and, for
 * https, in SNI and the certificate check. No redirect is followed and no connection is reused.
 * Resolves with the receiver's status, or with why there was none (for the server's log only).
 */
export function postToCheckedAddress(url: URL, addresses: ResolvedAddress[], { headers, body, timeoutMs }: { headers: Record<string, string>; body: string; timeoutMs: number }): Promise<PostOutcome> {
  const pinned = (_hostname: string, options: LookupOneOptions & { all?: boolean }, callback: LookupCallback) => {
    if (options.all)
      callback(
        null,
        addresses.map(({ address, family }) => ({ address, family })),
      )
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  }
  const request = url.protocol === 'https:' ? https.request : http.request
  return new Promise((resolve) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: pinned as unknown as typeof import('node:dns').lookup,
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    })
    outgoing.on('response', (response) => {
      // The body is never read: drained, and cut off by the time limit if it never ends.
      response.on('error', () => {})
      response.resume()
      resolve({ status: response.statusCode ?? 0 })
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.name }))
    outgoing.end(body)
  })
}
