import { readdirSync, readFileSync } from 'node:fs'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNewsletterSink, waitUntil, type NewsletterSink } from '#tests/utils/newsletter-sink.ts'
import { createNewsletterTransport, type NewsletterTransport } from './newsletter-transport.ts'
import { composeRecipientMail } from './recipient-mail.ts'

/**
 * Decision 052's held last line, against a real SMTP server: a message whose claim says no is cut
 * off before its `.` (the server never delivers it) and the pool goes on with a new connection;
 * the claim is asked only once the server has taken the recipient.
 */
let sink: NewsletterSink
let transport: NewsletterTransport
const log = pino({ level: 'silent' })

const mailing = {
  issueId: 1,
  subject: 'Held',
  from: { name: 'Quota', address: 'news@quota.example' },
  fromAddress: 'news@quota.example',
  replyTo: '',
  html: '<p>Hello %%manage_url%%</p>',
  text: 'Hello %%manage_url%%',
  trackOpens: false,
}
const bodyFor = (email: string) =>
  composeRecipientMail(mailing, { email, unsubscribeUrl: 'https://quota.example/u', manageUrl: 'https://quota.example/m', openPixelUrl: null, headers: {}, messageId: `<${email}>` })

beforeAll(async () => {
  sink = await startNewsletterSink()
  transport = createNewsletterTransport({ smtpUrl: sink.url, dataDir: '.data', maxConnections: 1, log })
})
afterAll(async () => {
  transport.close()
  await sink.close()
})

describe('the newsletter SMTP pool', () => {
  it('never delivers a message whose claim says no, and the next message on the pool arrives intact', async () => {
    const outcome = await transport.deliver({ from: mailing.fromAddress, to: 'refused@example.com', key: 'a' }, await bodyFor('refused@example.com'), async () => false)
    expect(outcome).toEqual({ kind: 'not-claimed' })
    await waitUntil(() => sink.aborted === 1, 'the server to see the message cut off')
    expect(sink.received.has('refused@example.com')).toBe(false)

    const body = await bodyFor('next@example.com')
    let claimed = 0
    const next = await transport.deliver({ from: mailing.fromAddress, to: 'next@example.com', key: 'b' }, body, async () => ++claimed > 0)
    expect(next).toEqual({ kind: 'sent' })
    expect(claimed).toBe(1)
    const [got] = sink.received.get('next@example.com')!
    expect(got!.toString().trimEnd()).toBe(body.toString().trimEnd())
    // The cut-off connection was closed: the second message went on a new one.
    expect(sink.connections).toBe(2)
    expect(sink.total).toBe(1)
  })

  it('asks for the claim only after the server took the recipient', async () => {
    sink.refuseWith((to) => (to === 'gone@example.com' ? { code: 550, message: 'No such user' } : to === 'busy@example.com' ? { code: 451, message: 'Try later' } : null))
    let asked = 0
    const claim = async () => ++asked > 0
    expect(await transport.deliver({ from: mailing.fromAddress, to: 'gone@example.com', key: 'c' }, await bodyFor('gone@example.com'), claim)).toMatchObject({
      kind: 'refused',
      code: 550,
      claimed: false,
    })
    expect(await transport.deliver({ from: mailing.fromAddress, to: 'busy@example.com', key: 'd' }, await bodyFor('busy@example.com'), claim)).toMatchObject({
      kind: 'refused',
      code: 451,
      claimed: false,
    })
    expect(asked).toBe(0)
    expect(await transport.deliver({ from: mailing.fromAddress, to: 'fine@example.com', key: 'e' }, await bodyFor('fine@example.com'), claim)).toEqual({ kind: 'sent' })
    expect(asked).toBe(1)
    sink.refuseWith(() => null)
  })

  it('runs the pool on its own thread: closed while a mail waits for its claim, the mail is cut off and not counted sent, and the next one starts a new thread', async () => {
    const own = createNewsletterTransport({ smtpUrl: sink.url, dataDir: '.data', maxConnections: 1, log })
    const before = sink.total
    let asked!: () => void
    const claimAsked = new Promise<void>((resolve) => (asked = resolve))
    const cut = own.deliver({ from: mailing.fromAddress, to: 'cut@example.com', key: 'f' }, await bodyFor('cut@example.com'), () => {
      asked()
      return new Promise<boolean>(() => {})
    })
    await claimAsked
    own.close()
    expect(await cut).toMatchObject({ kind: 'lost', reopen: false })
    expect(sink.received.has('cut@example.com')).toBe(false)

    expect(await own.deliver({ from: mailing.fromAddress, to: 'after@example.com', key: 'g' }, await bodyFor('after@example.com'), async () => true)).toEqual({ kind: 'sent' })
    await waitUntil(() => sink.received.has('after@example.com'), 'the next mail to arrive')
    expect(sink.total).toBe(before + 1)
    own.close()
  })

  it.runIf(process.platform === 'linux')("lowers its own thread's priority, not the process's", async () => {
    const niceness = () =>
      readdirSync('/proc/self/task').flatMap((task) => {
        let stat: string
        try {
          stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8')
        } catch {
          return [] // a thread that ended between the listing and the read
        }
        // The fields after the command's closing parenthesis: niceness is the 17th of them.
        return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])]
      })
    expect(niceness()[0]).toBe(0)
    await transport.deliver({ from: mailing.fromAddress, to: 'nice@example.com', key: 'h' }, await bodyFor('nice@example.com'), async () => true)
    expect(niceness()).toContain(10)
    expect(niceness()[0]).toBe(0)
  })
})
