import { describe, expect, it } from 'vitest'
import { CAPABILITIES, ROLES, can, homeOf, isRole, isStaff, type Capability, type Role } from './roles.ts'

/** The matrix the README's role table states; a change here is a change of policy. */
const EXPECTED: Record<Role, Capability[]> = {
  reader: [],
  sponsor: ['sponsor:portal'],
  sales: ['admin:enter', 'business:manage', 'events:passes'],
  contributor: ['admin:enter', 'content:draft', 'media:upload'],
  author: ['admin:enter', 'content:draft', 'content:publish-own', 'media:upload'],
  editor: ['admin:enter', 'content:draft', 'content:publish-own', 'content:edit-any', 'content:structure', 'media:upload', 'newsletters:compose', 'events:passes'],
  admin: CAPABILITIES.filter((capability) => capability !== 'sponsor:portal'),
}

describe('roles', () => {
  it.each(ROLES.flatMap((role) => CAPABILITIES.map((capability) => [role, capability] as const)))('%s may %s only as the matrix says', (role, capability) => {
    expect(can(role, capability)).toBe(EXPECTED[role].includes(capability))
  })

  it('counts as staff exactly the roles that enter the back office', () => {
    for (const role of ROLES) expect(isStaff(role)).toBe(can(role, 'admin:enter'))
  })

  it('recognises only the known role names', () => {
    expect(isRole('editor')).toBe(true)
    expect(isRole('Editor')).toBe(false)
    expect(isRole('root')).toBe(false)
    expect(isRole(undefined)).toBe(false)
  })
})

describe('where a sign-in lands', () => {
  it('staff in the back office, a sponsor’s user in the portal, a reader on the profile (issue 30)', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, homeOf(role)]))).toEqual({
      reader: '/profile',
      contributor: '/admin',
      author: '/admin',
      editor: '/admin',
      admin: '/admin',
      sales: '/admin',
      sponsor: '/sponsor',
    })
  })
})
