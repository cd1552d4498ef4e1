/**
 * `npm run bench`: the production server on a large store (100 000 articles by default) beside nginx
 * sending the same article bytes with gzip_static, measured with wrk round-robin over several rounds;
 * prints medians, the ratio to nginx from the same round, server CPU per request and memory.
 * Asserts nothing (figures, not tests: docs/decisions/020).
 *
 *   npm run bench -- --articles 100000 --seconds 10 --connections 16 --rounds 3
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { ensureTools, startNginx, staticFiles } from './lib/nginx.ts'
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs'
import { cpuMs, rssMb } from './bench/process-stats.ts'
import { wrk, type Figures } from './bench/wrk.ts'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3300' },
  },
})
const DATA_DIR = '.data/bench'
const WORK_DIR = join(DATA_DIR, 'run')
const STATIC_DIR = join(WORK_DIR, 'static')
const PORT = Number(values.port)
const NGINX_PORT = PORT + 1
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
const ROUNDS = Number(values.rounds)
/** Never-seen article addresses set aside for each round. */
const UNSEEN_PER_ROUND = 4000

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

interface Server {
  child: ChildProcess
  pid: number
  rssAfterStart: number
}

/** Signs the save notices of the save-while-reading rows, as the WordPress plugin's shared secret would. */
const NOTICE_SECRET = 'the bench plays the WordPress plugin, 32+ characters'

async function startServer(pageCacheMb: number): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'build/node/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'test', PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', PAGE_CACHE_MB: String(pageCacheMb), CONTENT_WEBHOOK_SECRET: NOTICE_SECRET },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`${BASE}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) return { child, pid: child.pid!, rssAfterStart: rssMb(child.pid!) }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become ready')
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

async function articleLinks(pages: number, from: number): Promise<string[]> {
  const links: string[] = []
  for (let page = from; page < from + pages; page++) {
    const response = await fetch(`${BASE}/wp-json/wp/v2/posts?per_page=100&page=${page}&_fields=link`)
    // Past the last page WordPress answers 400 rest_post_invalid_page_number.
    if (!response.ok) break
    const found = (await response.json()) as { link: string }[]
    links.push(...found.map((post) => new URL(post.link).pathname.replace(/\/$/, '')))
  }
  return links
}

interface Case {
  name: string
  figures: Figures
  cpuMsPerRequest: number | null
  ratio?: number
  /** For the save-while-reading rows: the rate as a share of the same pages' without saves. */
  ofQuiet?: number
}

/** One measured run; `pid` is the process whose CPU time is charged to the requests. */
function measure(name: string, base: string, paths: string[], acceptEncoding: string, pid: number | null): Case {
  const before = pid ? cpuMs(pid) : 0
  const figures = wrk({ base, paths, acceptEncoding, seconds: SECONDS, connections: CONNECTIONS, threads: Math.min(2, cpus().length), workDir: WORK_DIR })
  const cpuMsPerRequest = pid ? (cpuMs(pid) - before) / Math.max(figures.requests, 1) : null
  return { name, figures, cpuMsPerRequest }
}

/**
 * Cached reading pages (the home page, topics, articles) measured while a save of one published
 * article is noticed every second, with the reach the notice gives (decision 060).
 */
function measureWhileSaving(name: string, paths: string[], postId: number, reach: string, pid: number): Case {
  const saves = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/notice-saves.ts', BASE, NOTICE_SECRET, String(postId), reach], { stdio: ['ignore', 'inherit', 'inherit'] })
  try {
    return measure(name, BASE, paths, 'gzip, br', pid)
  } finally {
    saves.kill()
  }
}

/** The reading pages a save can touch: the home page, five topics and ten articles, the saved one first. */
async function readingPages(articles: string[]): Promise<{ paths: string[]; savedId: number }> {
  // Asked again once: fetch may reuse a connection kept from before wrk's runs that the server has closed meanwhile.
  const read = async <T>(path: string) => (await (await fetch(`${BASE}${path}`).catch(() => fetch(`${BASE}${path}`))).json()) as T
  const topics = await read<{ id: number; slug: string }[]>('/wp-json/wp/v2/categories?per_page=5&orderby=count&order=desc&_fields=id,slug')
  const [saved] = await read<{ id: number }[]>('/wp-json/wp/v2/posts?per_page=1&_fields=id')
  return { paths: ['/', ...topics.map((topic) => `/topics/${topic.id}/${topic.slug}`), ...articles.slice(0, 10)], savedId: saved!.id }
}

function nginxWorkerPid(): number | null {
  const master = Number(spawnSync('cat', [join(WORK_DIR, 'nginx', 'nginx.pid')], { encoding: 'utf8' }).stdout)
  const children = spawnSync('cat', [`/proc/${master}/task/${master}/children`], { encoding: 'utf8' }).stdout.trim()
  return children ? Number(children.split(' ')[0]) : null
}

ensureTools()
run('node', ['scripts/build-if-stale.mjs'])
console.log(`Preparing ${values.articles} articles in ${DATA_DIR} (kept between runs)...`)
run('node', ['build/node/seed-large.js', '--articles', String(values.articles)], { DATA_DIR, LOG_LEVEL: 'warn' })
rmSync(WORK_DIR, { recursive: true, force: true })
mkdirSync(STATIC_DIR, { recursive: true })

const rounds: Case[][] = []
const memory: string[] = []
let article = ''
let unseen: string[] = []
let reading: { paths: string[]; savedId: number } | undefined
for (let round = 0; round < ROUNDS; round++) {
  const cases: Case[] = []
  const cached = await startServer(64)
  let nginx: { stop: () => void } | undefined
  try {
    if (!article) {
      const links = await articleLinks(1 + Math.ceil((ROUNDS * UNSEEN_PER_ROUND) / 100), 1)
      article = links[0]!
      unseen = links.slice(1)
      const bytes = Buffer.from(await (await fetch(`${BASE}${article}`)).arrayBuffer())
      writeFileSync(join(STATIC_DIR, 'article.html'), bytes)
      writeFileSync(join(STATIC_DIR, 'article.html.gz'), gzipSync(bytes, { level: 9 }))
      console.log(`article ${article}: ${bytes.length} bytes`)
    }
    nginx = startNginx({ dir: join(WORK_DIR, 'nginx'), port: NGINX_PORT, ...staticFiles(STATIC_DIR) })
    for (let i = 0; i < 5; i++) await fetch(`${BASE}${article}`).then((r) => r.arrayBuffer())
    cases.push(measure('nginx gzip_static, same bytes', `http://127.0.0.1:${NGINX_PORT}`, ['/article.html'], 'gzip', nginxWorkerPid()))
    cases.push(measure('cached article, gzip', BASE, [article], 'gzip', cached.pid))
    cases.push(measure('cached article, br', BASE, [article], 'br', cached.pid))
    cases.push(measure('/healthz, gzip, br asked', BASE, ['/healthz'], 'gzip, br', cached.pid))
    cases.push(measure('/healthz, no compression', BASE, ['/healthz'], '', cached.pid))
    reading ??= await readingPages([article, ...unseen.slice(-9)])
    for (const path of reading.paths) await fetch(`${BASE}${path}`).then((r) => r.arrayBuffer())
    const quiet = measure('reading pages, no saves', BASE, reading.paths, 'gzip, br', cached.pid)
    cases.push(quiet)
    for (const reach of ['body', 'listed', 'placement']) {
      const saving = measureWhileSaving(`reading pages, a ${reach} save/s`, reading.paths, reading.savedId, reach, cached.pid)
      saving.ofQuiet = saving.figures.rps / quiet.figures.rps
      cases.push(saving)
    }
    memory.push(`round ${round + 1}, page cache on: RSS ${cached.rssAfterStart} MB after start, ${rssMb(cached.pid)} MB after its runs`)
  } finally {
    nginx?.stop()
    await stopServer(cached)
  }

  const uncached = await startServer(0)
  try {
    const slice = unseen.slice(round * UNSEEN_PER_ROUND, (round + 1) * UNSEEN_PER_ROUND)
    cases.push(measure('never-seen articles (cache off)', BASE, slice, 'gzip, br', uncached.pid))
    for (let i = 0; i < 5; i++) await fetch(`${BASE}${article}`).then((r) => r.arrayBuffer())
    cases.push(measure('same article again (cache off)', BASE, [article], 'gzip, br', uncached.pid))
    const home = measure('home (cache off)', BASE, ['/'], 'gzip, br', uncached.pid)
    cases.push(home)
    memory.push(`round ${round + 1}, page cache off: RSS ${uncached.rssAfterStart} MB after start, ${rssMb(uncached.pid)} MB after its runs`)
    const neverSeen = cases.find((c) => c.name.startsWith('never-seen'))!
    if (neverSeen.figures.requests > slice.length) console.log(`note: round ${round + 1} sent ${neverSeen.figures.requests} never-seen requests over ${slice.length} addresses, so some were seen`)
  } finally {
    await stopServer(uncached)
  }
  const reference = cases[0]!.figures.rps
  for (const c of cases) c.ratio = c.figures.rps / reference
  rounds.push(cases)
  console.log(`round ${round + 1} of ${ROUNDS} done`)
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const fixed = (n: number, digits: number) => n.toFixed(digits)

console.log(`\n${values.articles} articles; wrk ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds round-robin; medians; ratio to nginx from the same round`)
console.log(`Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`)
console.log(`${'case'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'cpu ms/req'.padStart(10)} ${'× nginx'.padStart(8)} ${'errors'.padStart(7)}`)
for (const [index, first] of rounds[0]!.entries()) {
  const all = rounds.map((cases) => cases[index]!)
  const cpu = all.map((c) => c.cpuMsPerRequest).filter((v): v is number => v !== null)
  console.log(
    `${first.name.padEnd(36)} ${String(Math.round(median(all.map((c) => c.figures.rps)))).padStart(8)} ${fixed(median(all.map((c) => c.figures.p50Ms)), 2).padStart(8)} ${fixed(median(all.map((c) => c.figures.p99Ms)), 2).padStart(8)} ${(cpu.length ? fixed(median(cpu), 3) : '-').padStart(10)} ${fixed(median(all.map((c) => c.ratio!)), 3).padStart(8)} ${String(all.reduce((sum, c) => sum + c.figures.errors, 0)).padStart(7)}`,
  )
}
for (const [index, first] of rounds[0]!.entries()) {
  if (first.ofQuiet === undefined) continue
  console.log(`${first.name}: ${fixed(median(rounds.map((cases) => cases[index]!.ofQuiet!)), 2)} × the rate without saves (goal ≥ 0.8)`)
}
for (const line of memory) console.log(line)
