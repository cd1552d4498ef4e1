import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Whether a sponsor's webhook address may be called: http(s), no credentials in it, and (unless
 * private hosts are allowed, as on a test machine) a host that resolves to public addresses only,
 * so a webhook can never be aimed at the server's own network. Checked when saved and again before
 * each delivery (the name may resolve elsewhere by then).
 */
const PRIVATE = new BlockList()
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6')

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return PRIVATE.check(mapped, 'ipv4')
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

export type WebhookUrlProblem = string | null

export async function checkWebhookUrl(raw: string, { allowPrivateHosts }: { allowPrivateHosts: boolean }): Promise<WebhookUrlProblem> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full address, starting with https://'
  }
  if (raw.length > 500) return 'The address is too long (500 characters at most).'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https:// (or http://).'
  if (url.username || url.password) return 'Leave the user name and password out of the address; every delivery is signed instead.'
  if (allowPrivateHosts) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((found) => found.map((entry) => entry.address), () => null)
  if (!addresses?.length) return `${url.hostname} cannot be found. Check the address.`
  if (addresses.some(isPrivate)) return `${url.hostname} is a private or local address; a webhook must be reachable on the internet.`
  return null
}
