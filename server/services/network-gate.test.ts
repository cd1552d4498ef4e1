import { createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { solveProof, spendFreeShare, TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'
import { CEILING_PER_HOUR, createNetworkGate, FREE_PER_HOUR, type NetworkGate } from './network-gate.ts'

let database: DatabaseHandle
let gate: NetworkGate
beforeAll(async () => {
  database = await createTestDatabase()
  gate = createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY })
})
afterAll(() => database.close())

let lastIp = 0
const newIp = () => `10.77.${Math.floor(++lastIp / 250)}.${lastIp % 250}`

describe('the network gate', () => {
  it(`admits ${FREE_PER_HOUR} requests an hour from one address without a question, then asks for a proof of work`, async () => {
    const ip = newIp()
    for (let i = 0; i < FREE_PER_HOUR; i++) await gate.admit('signup', { ip })
    const refused = await gate.admit('signup', { ip }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 'challenge_required', details: { retryAfterSeconds: expect.any(Number) } })
    expect((refused as Error).message).toMatch(/try again in \d+ minutes/)
  })

  it('counts each scope and each address on its own', async () => {
    const ip = newIp()
    await spendFreeShare(database.db, 'signup', ip)
    await expect(gate.admit('signup', { ip })).rejects.toMatchObject({ code: 'challenge_required' })
    await expect(gate.admit('promo', { ip })).resolves.toBeUndefined()
    await expect(gate.admit('signup', { ip: newIp() })).resolves.toBeUndefined()
  })

  it('admits one request for each solved challenge, and never the same solution twice', async () => {
    const ip = newIp()
    await spendFreeShare(database.db, 'signup', ip)
    const proof = await solveProof(await gate.challenge())
    await expect(gate.admit('signup', { ip, proof })).resolves.toBeUndefined()
    await expect(gate.admit('signup', { ip, proof })).rejects.toMatchObject({ code: 'challenge_required' })
    await expect(gate.admit('signup', { ip, proof: await solveProof(await gate.challenge()) })).resolves.toBeUndefined()
  })

  it('refuses a forged, tampered, foreign, expired or malformed proof', async () => {
    const ip = newIp()
    await spendFreeShare(database.db, 'signup', ip)
    const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, deriveKey, hmacSignatureSecret: 'someone-elses-key-0123456789abcdef' })
    const expired = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, deriveKey, hmacSignatureSecret: TEST_HMAC_KEY, expiresAt: new Date(Date.now() - 60_000) })
    const genuine = JSON.parse(atob(await solveProof(await gate.challenge())))
    const key: string = genuine.solution.derivedKey
    const tampered = btoa(JSON.stringify({ ...genuine, solution: { ...genuine.solution, derivedKey: `${key[0] === '0' ? '1' : '0'}${key.slice(1)}` } }))
    for (const proof of [await solveProof(foreign), await solveProof(expired), tampered, 'not base64 at all', btoa('{"challenge":1}'), 'A'.repeat(5000)]) {
      await expect(gate.admit('signup', { ip, proof })).rejects.toMatchObject({ code: 'challenge_required' })
    }
  })

  it('without a configured key, every server process on one database signs with the same stored key', async () => {
    const ip = newIp()
    await spendFreeShare(database.db, 'signup', ip)
    const [first, second] = [createNetworkGate({ db: database.db }), createNetworkGate({ db: database.db })]
    await expect(second.admit('signup', { ip, proof: await solveProof(await first.challenge()) })).resolves.toBeUndefined()
    // A configured key is another key: its challenges do not pass the stored one.
    await expect(first.admit('signup', { ip, proof: await solveProof(await gate.challenge()) })).rejects.toMatchObject({ code: 'challenge_required' })
  })

  it(`refuses outright above ${CEILING_PER_HOUR} an hour, proof or not`, async () => {
    const ip = newIp()
    await database.db.execute(`insert into rate_limits (key, hits) values ('signup:ip:${ip}', ${CEILING_PER_HOUR})`)
    const proof = await solveProof(await gate.challenge())
    await expect(gate.admit('signup', { ip, proof })).rejects.toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } })
  })
})
