import { describe, expect, it } from 'vitest'
import { checkWebhookUrl } from './webhook-url.ts'

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
    ['http://localhost/', 'private or local'],
  ])('refuses %s', async (url, problem) => {
    expect(await checkWebhookUrl(url, refuse)).toContain(problem)
  })

  it('lets a test machine point at itself', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/', { allowPrivateHosts: true })).toBeNull()
  })
})
