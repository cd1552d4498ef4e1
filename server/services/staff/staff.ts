import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { sessions, staffFactors, staffInvitations, users } from '#db/schema/index.ts'
import { INVITABLE_ROLES, ROLE_LABELS, isRole, type Role } from '#lib/roles.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import { checkPasswordPolicy, type PasswordHasher } from '../accounts/passwords.ts'
import { createToken, hashToken } from '../accounts/tokens.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import { sendLater, type Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'

export const INVITATION_DAYS = 7

export interface StaffMember {
  id: number
  email: string
  firstname: string
  lastname: string
  role: Role
  /** The sponsor a sponsor user belongs to; null for everyone else. */
  sponsor: string | null
}

export interface StaffSession {
  user: StaffMember
  /** When this session passed the second factor, if it did. */
  secondFactorAt: Date | null
}

export interface StaffRow extends StaffMember {
  secondFactor: boolean
}

const member = { id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, role: users.role, sponsor: users.sponsor }

/** A sponsor's slug as leads name it. */
const SPONSOR_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * Staff accounts: who is signed in with which role, invitations by mail, role changes (each
 * ending the account's sessions), the first admin of a fresh install. Every change is in the audit log.
 */
export function createStaff({ db, hasher, mailer, log, site, audit }: { db: Database; hasher: PasswordHasher; mailer: Mailer; log: Logger; site: SiteInfo; audit: AuditLog }) {
  async function invitationByToken(token: string) {
    if (!token || token.length > 200) return null
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, hashToken(token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
      .limit(1)
    return row ?? null
  }

  async function issueInvitation(email: string, role: Role, invitedBy: number | null, sponsor: string | null = null): Promise<string> {
    const token = createToken()
    await db.transaction(async (tx) => {
      // A new invitation replaces an open one: only the newest link works.
      await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
      await tx.insert(staffInvitations).values({ email, role, sponsor, tokenHash: hashToken(token), invitedBy, expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000) })
    })
    return token
  }

  const invitationLink = (token: string) => `${site.siteUrl}/admin/invitation?token=${encodeURIComponent(token)}`

  return {
    invitationLink,

    /** The account behind a session cookie, with its role and when it passed the second factor. */
    async sessionOf(token: string | null): Promise<StaffSession | null> {
      if (!token || token.length > 200) return null
      const [row] = await db
        .select({ ...member, secondFactorAt: sessions.secondFactorAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
        .limit(1)
      if (!row) return null
      const { secondFactorAt, ...user } = row
      return { user, secondFactorAt }
    },

    /** Everyone with a role other than reader, with whether their second factor is on. */
    async list(): Promise<StaffRow[]> {
      const rows = await db
        .select({ ...member, confirmedAt: staffFactors.confirmedAt })
        .from(users)
        .leftJoin(staffFactors, eq(staffFactors.userId, users.id))
        .where(ne(users.role, 'reader'))
        .orderBy(asc(users.email))
      return rows.map(({ confirmedAt, ...row }) => ({ ...row, secondFactor: Boolean(confirmedAt) }))
    },

    async pendingInvitations() {
      return db
        .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, sponsor: staffInvitations.sponsor, expiresAt: staffInvitations.expiresAt })
        .from(staffInvitations)
        .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
        .orderBy(asc(staffInvitations.email))
    },

    /** Mails a single-use link (7 days) to join in a role; a sponsor user's invitation names the sponsor. */
    async invite(actor: StaffMember, rawEmail: string, role: Role, rawSponsor = ''): Promise<void> {
      const email = normaliseEmail(rawEmail)
      if (!INVITABLE_ROLES.includes(role)) throw new ServiceError('validation_failed', 'Choose a role', { fields: { role: 'Choose a role' } })
      const sponsor = role === 'sponsor' ? rawSponsor.trim().toLowerCase() : null
      if (sponsor !== null && !SPONSOR_SLUG.test(sponsor)) throw new ServiceError('validation_failed', 'Choose the sponsor', { fields: { sponsor: 'Choose the sponsor' } })
      const token = await issueInvitation(email, role, actor.id, sponsor)
      await audit.record({ actor, action: 'staff.invite', itemType: 'invitation', itemId: email, after: { email, role, ...(sponsor ? { sponsor } : {}) } })
      log.info({ event: 'staff.invited', role }, 'staff invited')
      const what = role === 'sponsor' ? `to the ${site.siteName} sponsor portal, where you see your leads as they come in` : `to ${site.siteName} as ${ROLE_LABELS[role]}`
      const next =
        role === 'sponsor'
          ? 'You will choose a password (or use the one of your account, if you have one). A second factor with an authenticator app is offered, and recommended.'
          : 'You will choose a password (or use the one of your account, if you have one) and set up a second factor with an authenticator app.'
      sendLater(mailer, log, {
        to: email,
        subject: role === 'sponsor' ? `You are invited to the ${site.siteName} sponsor portal` : `You are invited to the ${site.siteName} back office`,
        text: `Hello,\n\n${actor.firstname || actor.email} invited you ${what}.\n\nTo accept, open this link within ${INVITATION_DAYS} days:\n\n${invitationLink(token)}\n\n${next}\n\n— ${site.siteName}`,
      })
    },

    /** What an invitation link offers, without using it. */
    async peekInvitation(token: string): Promise<{ email: string; role: Role; hasAccount: boolean } | null> {
      const invitation = await invitationByToken(token)
      if (!invitation) return null
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1)
      return { email: invitation.email, role: invitation.role, hasAccount: Boolean(existing) }
    },

    /**
     * Uses an invitation: a new account is made with the given name and password; an existing one
     * (the link reached its address) keeps its password and takes the role. Sessions of the account end.
     */
    async acceptInvitation(token: string, fields: { firstname: string; lastname: string; password: string }): Promise<StaffMember> {
      const invitation = await invitationByToken(token)
      const invalid = 'This invitation is invalid, used or expired. Ask for a new one.'
      if (!invitation) throw new ServiceError('validation_failed', invalid, { fields: { token: invalid } })
      const [existing] = await db.select(member).from(users).where(eq(users.email, invitation.email)).limit(1)
      let passwordHash: string | null = null
      if (!existing) {
        const problem = checkPasswordPolicy(fields.password, { siteName: site.siteName, email: invitation.email })
        if (problem) throw new ServiceError('validation_failed', problem, { fields: { password: problem } })
        passwordHash = await hasher.hash(fields.password)
      }
      const accepted = await db.transaction(async (tx) => {
        const used = await tx
          .update(staffInvitations)
          .set({ acceptedAt: new Date() })
          .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
          .returning({ id: staffInvitations.id })
        if (used.length === 0) throw new ServiceError('validation_failed', invalid, { fields: { token: invalid } })
        const [user] = existing
          ? await tx.update(users).set({ role: invitation.role, sponsor: invitation.sponsor, updatedAt: new Date() }).where(eq(users.id, existing.id)).returning(member)
          : await tx
              .insert(users)
              .values({
                email: invitation.email,
                passwordHash: passwordHash!,
                firstname: fields.firstname.trim(),
                lastname: fields.lastname.trim(),
                role: invitation.role,
                sponsor: invitation.sponsor,
              })
              .returning(member)
        await tx.delete(sessions).where(eq(sessions.userId, user!.id))
        await audit.record({ actor: user!, action: 'staff.accept', itemType: 'user', itemId: user!.id, before: existing ? { role: existing.role } : null, after: { role: invitation.role } }, tx)
        return user!
      })
      log.info({ event: 'staff.joined', userId: accepted.id, role: accepted.role }, 'invitation accepted')
      return accepted
    },

    /** A new role ends every session of the account; the last admin cannot stop being one. */
    async changeRole(actor: StaffMember, userId: number, role: string): Promise<void> {
      if (!isRole(role)) throw new ServiceError('validation_failed', 'Choose a role', { fields: { role: 'Choose a role' } })
      // A sponsor user belongs to a sponsor: that takes an invitation naming it, not a role change.
      if (role === 'sponsor')
        throw new ServiceError('validation_failed', 'Invite sponsor users from Sponsors, where their sponsor is chosen.', { fields: { role: 'Invite sponsor users from Sponsors' } })
      await db.transaction(async (tx) => {
        const [target] = await tx.select(member).from(users).where(eq(users.id, userId)).limit(1)
        if (!target) throw new ServiceError('not_found', 'No such account')
        if (target.role === role) return
        if (target.role === 'admin') {
          const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))
          if (admins.length <= 1) throw new ServiceError('conflict', 'This is the last administrator: make someone else an administrator first.')
        }
        await tx.update(users).set({ role, sponsor: null, updatedAt: new Date() }).where(eq(users.id, userId))
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        await audit.record({ actor, action: role === 'reader' ? 'staff.revoke' : 'staff.role', itemType: 'user', itemId: userId, before: { role: target.role }, after: { role } }, tx)
      })
      log.info({ event: 'staff.role_changed', userId, role }, 'role changed; sessions ended')
    },

    /**
     * The first admin of a fresh install (npm run admin:create): an existing account becomes admin
     * at once; otherwise an admin invitation is made. Answers the link to open next.
     */
    async createAdmin(rawEmail: string): Promise<{ promoted: boolean; link: string }> {
      const email = normaliseEmail(rawEmail)
      const [existing] = await db.select(member).from(users).where(eq(users.email, email)).limit(1)
      if (existing) {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id))
          await tx.delete(sessions).where(eq(sessions.userId, existing.id))
          await audit.record({ actor: existing, action: 'staff.role', itemType: 'user', itemId: existing.id, before: { role: existing.role }, after: { role: 'admin' } }, tx)
        })
        return { promoted: true, link: `${site.siteUrl}/login?redirectTo=%2Fadmin` }
      }
      return { promoted: false, link: invitationLink(await issueInvitation(email, 'admin', null)) }
    },
  }
}

export type Staff = ReturnType<typeof createStaff>
