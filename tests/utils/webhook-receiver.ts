import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface WebhookReceiver {
  /** What it got, in order: each call's body and its signature header. */
  received: { body: string; signature: string }[]
  /** The status it answers with: 500 (failing) until told otherwise. */
  answer: number
  /** Its address on this machine, with `path`. */
  url(path: string): string
  close(): void
}

/** A receiver for a sponsor's webhook on a free local port, started and listening. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      receiver.received.push({ body, signature: String(request.headers['x-quota-signature'] ?? '') })
      response.writeHead(receiver.answer).end()
    })
  }).listen(0, '127.0.0.1')
  const receiver: WebhookReceiver = {
    received: [],
    answer: 500,
    url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => server.close(),
  }
  await once(server, 'listening')
  return receiver
}
