import dns from 'node:dns'
import { BlockList, isIP } from 'node:net'

/**
 * Whether a sponsor's webhook address may be called: http(s), no credentials in it, and (unless
 * private hosts are allowed, as on a test machine) a host whose every address is public, so a
 * webhook can never be aimed at the server's own network. Checked when saved, and before each
 * delivery: the name is resolved once, every address is checked, and the delivery connects to
 * exactly those addresses (webhook-post.ts), so a name that answers differently the second time
 * (DNS rebinding) cannot slip a private address in between the check and the connection.
 */
const REFUSED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4')
}
// IPv6 ranges that are local, or that carry an IPv4 address a router or the kernel turns back into
// IPv4 (NAT64, 6to4, Teredo, the deprecated IPv4-compatible form): their IPv4 part could be private.
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d, in either spelling), else null. */
function mappedIpv4(address: string): string | null {
  const groups = expandIpv6(address)
  if (!groups || groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail, extra] = text.split('::')
  if (extra !== undefined) return null
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = parse(head)
  const back = parse(tail)
  const groups = tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null
}

/** Whether a webhook may never connect to this address (private, local, or a transition form of one). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return REFUSED.check(address, 'ipv4')
  if (family !== 6) return true
  const mapped = mappedIpv4(address)
  if (mapped) return REFUSED.check(mapped, 'ipv4')
  return REFUSED.check(address, 'ipv6')
}

export type WebhookUrlProblem = string | null

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Answers every address of a name; node's resolver by default (looked up when called, so tests can stand in for DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>
const systemResolver: Resolver = async (hostname) => (await dns.promises.lookup(hostname, { all: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))

export type WebhookTarget = { url: URL; addresses: ResolvedAddress[] } | { problem: string }

/** The address as a URL, and the addresses (resolved once, each checked) a delivery may connect to. */
export async function resolveWebhookTarget(raw: string, { allowPrivateHosts, resolve = systemResolver }: { allowPrivateHosts: boolean; resolve?: Resolver }): Promise<WebhookTarget> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { problem: 'Enter a full address, starting with https://' }
  }
  if (raw.length > 500) return { problem: 'The address is too long (500 characters at most).' }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'The address must start with https:// (or http://).' }
  if (url.username || url.password) return { problem: 'Leave the user name and password out of the address; every delivery is signed instead.' }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const literal = isIP(host)
  const addresses = literal ? [{ address: host, family: literal as 4 | 6 }] : await resolve(host).catch(() => [])
  if (!addresses.length) return { problem: `${url.hostname} cannot be found. Check the address.` }
  if (!allowPrivateHosts && addresses.some(({ address }) => isRefusedAddress(address))) {
    return { problem: `${url.hostname} is a private or local address; a webhook must be reachable on the internet.` }
  }
  return { url, addresses }
}

export async function checkWebhookUrl(raw: string, options: { allowPrivateHosts: boolean; resolve?: Resolver }): Promise<WebhookUrlProblem> {
  const target = await resolveWebhookTarget(raw, options)
  return 'problem' in target ? target.problem : null
}
