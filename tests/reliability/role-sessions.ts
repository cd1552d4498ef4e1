import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import * as OTPAuth from 'otpauth'
import { ROLES, type Role } from '#lib/roles.ts'
import { nextClientAddress, send, type Answer } from './http.ts'

/** A signed-in session of each role, as its Cookie header; staff have passed their second factor. */
export type RoleSessions = Record<Role, string>

const PASSWORD = 'reliability probe pass phrase 42'
const SPONSOR = 'tallyforge'

/**
 * One account of every role on the suite's server, made the way people make them: the first
 * administrator from `admin:create`'s link, every other role invited by that administrator (a
 * sponsor's user through the sponsors screen), each invitation read from the mail the server wrote
 * (no SMTP_URL: `$DATA_DIR/mail/`), and every account that is offered a second factor enrolled.
 */
export async function provisionRoleSessions(baseUrl: string, firstAdmin: { email: string; link: string }, dataDir: string): Promise<RoleSessions> {
  const stamp = Date.now()
  const sessions: Partial<RoleSessions> = {}
  sessions.admin = await accept(baseUrl, pathOf(firstAdmin.link), firstAdmin.email, '/admin')
  for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'reader')) {
    const email = `${role}.${stamp}@probe.example.com`
    const invited =
      role === 'sponsor' ? await form(baseUrl, '/admin/sponsors', { email, sponsor: SPONSOR }, sessions.admin) : await form(baseUrl, '/admin/staff', { intent: 'invite', email, role }, sessions.admin)
    if (invited.status !== 200) throw new Error(`inviting a ${role} answered ${invited.status} ${invited.headers.get('location') ?? ''}`)
    sessions[role] = await accept(baseUrl, await invitationPath(dataDir, email), email, role === 'sponsor' ? '/sponsor' : '/admin')
  }
  const reader = `reader.${stamp}@probe.example.com`
  const registered = await form(baseUrl, '/register', { firstname: 'Probe', email: reader, password: PASSWORD })
  if (registered.status !== 302) throw new Error(`registering a reader answered ${registered.status}`)
  const signedIn = await form(baseUrl, '/login', { email: reader, password: PASSWORD, redirectTo: '/profile' })
  sessions.reader = cookieOf(signedIn)
  return sessions as RoleSessions
}

/** Accepts an invitation, signs in, and enrols a second factor when the home screen asks for one. */
async function accept(baseUrl: string, invitation: string, email: string, home: string): Promise<string> {
  const token = new URL(invitation, baseUrl).searchParams.get('token') ?? ''
  const accepted = await form(baseUrl, '/admin/invitation', { token, firstname: 'Probe', lastname: 'Member', password: PASSWORD })
  if (accepted.status >= 400) throw new Error(`accepting the invitation for ${email} answered ${accepted.status}`)
  const signedIn = await form(baseUrl, '/login', { email, password: PASSWORD, redirectTo: home })
  if (signedIn.status !== 302) throw new Error(`signing in ${email} answered ${signedIn.status}`)
  const cookie = cookieOf(signedIn)
  const entered = await send(`${baseUrl}${home}`, { headers: { Cookie: cookie } })
  const setup = entered.status === 302 ? (entered.headers.get('location') ?? '') : ''
  if (!setup.includes('second-factor/setup')) return cookie
  const page = await send(new URL(setup, baseUrl).href, { headers: { Cookie: cookie } })
  const secret = /class="totp-secret">([A-Z2-7]+)</.exec(page.body)?.[1]
  if (!secret) throw new Error(`no second-factor key on ${setup} for ${email} (${page.status})`)
  const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) })
  const done = await form(baseUrl, pathOf(new URL(setup, baseUrl).href).split('?')[0]!, { code, redirectTo: home }, cookie)
  if (done.status !== 200) throw new Error(`enrolling ${email}'s second factor answered ${done.status}`)
  return cookieOf(done, cookie)
}

function form(baseUrl: string, path: string, fields: Record<string, string>, cookie?: string): Promise<Answer> {
  return send(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    from: nextClientAddress(),
  })
}

/** The session cookie an answer set, or the one the request had. */
function cookieOf(answer: Answer, had?: string): string {
  const set = answer.headers.getSetCookie().find((line) => line.startsWith('quota_session='))
  if (set) return set.split(';')[0]!
  if (had) return had
  throw new Error(`no session cookie in an answer ${answer.status}`)
}

const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The invitation link in the newest mail written to `to`, waiting for it as a person would. */
async function invitationPath(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'mail')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(folder).filter((name) => name.endsWith('.eml'))
      } catch {
        return []
      }
    })()
    for (const file of files.sort().reverse()) {
      const raw = readFileSync(join(folder, file))
      if (!raw.includes(to)) continue
      const mail = await simpleParser(raw)
      const link = /https?:\/\/\S+invitation\S*/.exec(mail.text ?? '')?.[0]
      if (link) return pathOf(link)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no invitation mail to ${to} in ${folder}`)
}
