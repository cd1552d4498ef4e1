import { randomUUID } from 'node:crypto'
import { nextClientAddress, send } from './http.ts'

export interface ProbeAccount {
  email: string
  /** Unique, so a page showing it is known to be this reader's. */
  firstname: string
  password: string
  token: string
}

/** Registers a fresh reader through the API and signs in: the bearer token of a real account. */
export async function createProbeAccount(baseUrl: string, label: string): Promise<ProbeAccount> {
  const id = randomUUID().slice(0, 8)
  const email = `${label}-${id}@probe.example.com`
  const firstname = `Probe${id}`
  const password = `Probe ${randomUUID()} correct horse`
  const headers = { 'Content-Type': 'application/json' }
  const from = nextClientAddress()
  const registered = await send(`${baseUrl}/api/user`, { method: 'POST', headers, body: JSON.stringify({ firstname, email, password }), from })
  if (registered.status !== 201) throw new Error(`registering ${email} answered ${registered.status}: ${registered.body}`)
  const signedIn = await send(`${baseUrl}/api/token`, { method: 'POST', headers, body: JSON.stringify({ email, password }), from })
  if (signedIn.status !== 200) throw new Error(`signing in ${email} answered ${signedIn.status}: ${signedIn.body}`)
  return { email, firstname, password, token: (JSON.parse(signedIn.body) as { token: string }).token }
}
