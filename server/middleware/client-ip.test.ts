import { describe, expect, it } from 'vitest'
import { forwardedClientAddress, normalizeAddress } from './client-ip.ts'

describe('forwardedClientAddress', () => {
  it('takes the entry the proxy appended, never what the client wrote before it', () => {
    expect(forwardedClientAddress('198.51.100.7, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(forwardedClientAddress('1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(forwardedClientAddress('203.0.113.9', 1)).toBe('203.0.113.9')
  })

  it('counts the configured number of proxies from the right', () => {
    // The client wrote 198.51.100.7; a CDN appended the client (203.0.113.9); nginx appended the CDN.
    expect(forwardedClientAddress('198.51.100.7, 203.0.113.9, 192.0.2.10', 2)).toBe('203.0.113.9')
    expect(forwardedClientAddress('198.51.100.7, 203.0.113.9, 192.0.2.10, 192.0.2.20', 3)).toBe('203.0.113.9')
  })

  it('takes the furthest entry a proxy saw when the list is shorter than the hops', () => {
    expect(forwardedClientAddress('203.0.113.9', 2)).toBe('203.0.113.9')
  })

  it('skips empty entries and spaces', () => {
    expect(forwardedClientAddress('198.51.100.7, , 203.0.113.9 ,', 1)).toBe('203.0.113.9')
    expect(forwardedClientAddress(',,198.51.100.7,,203.0.113.9', 2)).toBe('198.51.100.7')
  })

  it('has no address for a missing, empty or malformed entry', () => {
    expect(forwardedClientAddress(undefined, 1)).toBeNull()
    expect(forwardedClientAddress('', 1)).toBeNull()
    expect(forwardedClientAddress(' , ,', 1)).toBeNull()
    expect(forwardedClientAddress('198.51.100.7, not-an-address', 1)).toBeNull()
    expect(forwardedClientAddress('198.51.100.7, 999.1.1.1', 1)).toBeNull()
    expect(forwardedClientAddress('198.51.100.7, unknown', 1)).toBeNull()
  })

  it('reads IPv6 entries, bracketed or not, in one spelling', () => {
    expect(forwardedClientAddress('198.51.100.7, 2001:DB8::1', 1)).toBe('2001:db8::1')
    expect(forwardedClientAddress('198.51.100.7, [2001:db8::1]:443', 1)).toBe('2001:db8::1')
    expect(forwardedClientAddress('2001:db8::dead, ::1', 2)).toBe('2001:db8::dead')
  })
})

describe('normalizeAddress', () => {
  it('drops a port and the IPv4-mapped prefix', () => {
    expect(normalizeAddress('203.0.113.9:8080')).toBe('203.0.113.9')
    expect(normalizeAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(normalizeAddress('[::ffff:203.0.113.9]:80')).toBe('203.0.113.9')
  })

  it('refuses what is not an address', () => {
    for (const entry of ['', 'localhost', '203.0.113', '2001:db8:::1', '203.0.113.9\u0000', '<script>']) expect(normalizeAddress(entry)).toBeNull()
  })
})
