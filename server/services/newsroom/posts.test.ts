import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { auditLog, posts, users } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createPurgeBus } from '../../cache/purge-bus.ts'
import { createAuditLog } from '../audit/audit-log.ts'
import { createJobQueue, type JobQueue } from '../jobs/queue.ts'
import type { StaffMember } from '../staff/staff.ts'
import { createContentHome } from './content-home.ts'
import { createPostAdmin, type PostInput, type PostsOfType } from './posts.ts'

/** The post admin's parts working together on the queue of the test database: drafting, scheduling, revisions. */
let database: DatabaseHandle
let jobs: JobQueue
let articles: PostsOfType
let editor: StaffMember

beforeAll(async () => {
  database = await createTestDatabase()
  const log = pino({ level: 'silent' })
  const { db } = database
  jobs = createJobQueue({ database, log, pollingIntervalSeconds: 0.5 })
  const purge = createPurgeBus({ database: { db, listen: async () => async () => {} }, log })
  articles = createPostAdmin({ db, log, audit: createAuditLog({ db }), purge, jobs, home: createContentHome(undefined) }).of('post')
  const [user] = await db.insert(users).values({ email: 'scheduling-editor@example.com', passwordHash: 'x', role: 'editor' }).returning()
  editor = { id: user!.id, email: user!.email, firstname: '', lastname: '', role: 'editor', sponsor: null }
  await jobs.start({ work: true })
})
afterAll(async () => {
  await jobs.stop()
  await database.close()
})

const draft = (title: string): PostInput => ({
  title,
  slug: '',
  excerpt: 'In brief.',
  contentHtml: '<p>Words.</p>',
  topicIds: [],
  authorId: null,
  featuredMediaId: null,
  tags: ['Pipeline', 'pipeline', 'Forecasts'],
})

describe('the post admin', () => {
  it('publishes a scheduled article on its own at its time, as the act of whoever scheduled it', async () => {
    const id = await articles.create(editor, draft('Out in a moment'))
    await articles.schedule(editor, id, new Date(Date.now() + 1500))
    expect((await articles.get(editor, id)).item.status).toBe('future')
    await expect.poll(async () => (await articles.get(editor, id)).item.status, { timeout: 20_000, interval: 250 }).toBe('publish')
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'article.publish_scheduled'), eq(auditLog.itemId, String(id))))
    expect(entry).toMatchObject({ actorEmail: editor.email })
  }, 30_000)

  it('keeps every saved state as a revision and brings one back, tags included', async () => {
    const id = await articles.create(editor, draft('First title'))
    expect((await articles.get(editor, id)).tags).toEqual(['Pipeline', 'Forecasts'])
    await articles.update(editor, id, { ...draft('Second title'), tags: ['Forecasts'] })
    const [revision] = await articles.revisions(id)
    expect(revision).toMatchObject({ title: 'First title' })
    expect((await articles.compare(editor, id, revision!.id)).diffs.length).toBeGreaterThan(0)
    await articles.restoreRevision(editor, id, revision!.id)
    const [row] = await database.db.select({ title: posts.title }).from(posts).where(eq(posts.id, id))
    expect(row).toEqual({ title: 'First title' })
    expect(await articles.revisions(id)).toHaveLength(2)
  })
})
