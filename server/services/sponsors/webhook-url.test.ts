import { describe, expect, it } from 'vitest'
import { checkWebhookUrl, isRefusedAddress, resolveWebhookTarget, type Resolver } from './webhook-url.ts'

const refuse = { allowPrivateHosts: false }

describe('checkWebhookUrl', () => {
  it('takes a public https address', async () => {
    expect(await checkWebhookUrl('https://93.184.215.14/leads', refuse)).toBeNull()
  })

  it.each([
    ['not an address', 'Enter a full address'],
    ['ftp://files.example.com/x', 'must start with https://'],
    ['https://user:pass@93.184.215.14/', 'Leave the user name and password out'],
    ['http://127.0.0.1:8080/', 'private or local'],
    ['http://10.1.2.3/', 'private or local'],
    ['http://169.254.169.254/latest/meta-data', 'private or local'],
    ['http://[::1]/', 'private or local'],
    ['http://[::ffff:192.168.1.1]/', 'private or local'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'private or local'],
    ['http://[2002:7f00:1::]/', 'private or local'],
    ['http://localhost/', 'private or local'],
  ])('refuses %s', async (url, problem) => {
    expect(await checkWebhookUrl(url, refuse)).toContain(problem)
  })

  it('lets a test machine point at itself', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/', { allowPrivateHosts: true })).toBeNull()
  })
})

describe('isRefusedAddress', () => {
  it.each([
    // NAT64, well-known and local-use: the router connects to the IPv4 address in the last 32 bits.
    ['64:ff9b::7f00:1', '64:ff9b::/96 (NAT64 of 127.0.0.1)'],
    ['64:ff9b::a9fe:a9fe', '64:ff9b::/96 (NAT64 of 169.254.169.254)'],
    ['64:ff9b::5db8:d70e', '64:ff9b::/96, whatever IPv4 address it carries'],
    ['64:ff9b:1::a00:1', '64:ff9b:1::/48'],
    ['64:ff9b:1:ffff::1', '64:ff9b:1::/48, its last address block'],
    // 6to4 and the deprecated IPv4-compatible form.
    ['2002:a00:1::1', '2002::/16 (6to4 of 10.0.0.1)'],
    ['2002:5db8:d70e::1', '2002::/16, whatever IPv4 address it carries'],
    ['::7f00:1', '::/96 (IPv4-compatible 127.0.0.1)'],
    ['::127.0.0.1', '::/96, dotted'],
    ['::', 'the unspecified address'],
    ['::1', 'loopback'],
    // IPv4-mapped private addresses, in both spellings.
    ['::ffff:10.0.0.1', '::ffff:0:0/96 of 10.0.0.1'],
    ['::ffff:a00:1', '::ffff:0:0/96 of 10.0.0.1, hexadecimal'],
    ['::ffff:0:a00:1', '::ffff:0:0:0/96 (IPv4-translated)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::/32 (Teredo)'],
    ['fd00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['10.0.0.1', 'private IPv4'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['not-an-address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(true)
  })

  it.each(['93.184.215.14', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.215.14', '::ffff:5db8:d70e', '64:ff9a::1', '2003::1'])('takes the public address %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false)
  })
})

describe('resolveWebhookTarget', () => {
  it('resolves the name once and hands back the checked addresses to connect to', async () => {
    const asked: string[] = []
    const resolve: Resolver = async (host) => {
      asked.push(host)
      return [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ]
    }
    const target = await resolveWebhookTarget('https://hooks.example.com/leads', { ...refuse, resolve })
    expect(target).toMatchObject({
      addresses: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ],
    })
    expect(asked).toEqual(['hooks.example.com'])
  })

  it('refuses a name when any of its addresses is private', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '64:ff9b::a00:1', family: 6 },
    ]
    expect(await resolveWebhookTarget('https://hooks.example.com/leads', { ...refuse, resolve })).toEqual({
      problem: 'hooks.example.com is a private or local address; a webhook must be reachable on the internet.',
    })
  })
})
