/**
 * `npm run bench`: the production server on a large store (100 000 articles by default), measured
 * for home, article, topic and search pages with the page cache warm and with it off, beside one
 * fixed file of the same size served by the same process. Prints figures; asserts nothing.
 *
 *   npm run bench -- --articles 100000 --seconds 8 --connections 16
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3300' },
  },
})
const DATA_DIR = '.data/bench'
const PORT = Number(values.port)
const BASE = `http://127.0.0.1:${PORT}`
const BASELINE_FILE = 'build/client/bench-baseline.html'

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

async function startServer(pageCacheMb: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['build/node/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', PAGE_CACHE_MB: String(pageCacheMb) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${BASE}/readyz`).then((r) => r.ok).catch(() => false)
    if (ready) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become ready')
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function discoverPaths() {
  const posts = (await (await fetch(`${BASE}/wp-json/wp/v2/posts?per_page=1&page=50&_fields=link`)).json()) as { link: string }[]
  const topics = (await (await fetch(`${BASE}/wp-json/wp/v2/categories?per_page=1&orderby=count&order=desc&_fields=link`)).json()) as { link: string }[]
  return {
    home: '/',
    article: new URL(posts[0]!.link).pathname.replace(/\/$/, ''),
    topic: new URL(topics[0]!.link).pathname.replace(/\/$/, ''),
    search: '/search?q=pipeline+review',
  }
}

interface Figures {
  rps: number
  p50: number
  p99: number
  bytes: number
  errors: number
}

async function measure(path: string): Promise<Figures> {
  for (let i = 0; i < 5; i++) await fetch(`${BASE}${path}`).then((r) => r.arrayBuffer())
  const result = await autocannon({ url: `${BASE}${path}`, connections: Number(values.connections), duration: Number(values.seconds) })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    errors: result.errors + result.non2xx,
  }
}

const row = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${String(f.rps).padStart(7)} ${`${f.p50} ms`.padStart(9)} ${`${f.p99} ms`.padStart(9)} ${String(f.bytes).padStart(9)} ${String(f.errors).padStart(7)}`

run('node', ['scripts/build-if-stale.mjs'])
console.log(`Preparing ${values.articles} articles in ${DATA_DIR} (kept between runs)...`)
run('node', ['build/node/seed-large.js', '--articles', String(values.articles)], { DATA_DIR, LOG_LEVEL: 'warn' })

const lines: string[] = []
let paths: Awaited<ReturnType<typeof discoverPaths>> | undefined
for (const [label, cacheMb] of [['page cache warm', 64], ['page cache off', 0]] as const) {
  const server = await startServer(cacheMb)
  try {
    paths ??= await discoverPaths()
    if (cacheMb > 0) {
      const article = Buffer.from(await (await fetch(`${BASE}${paths.article}`)).arrayBuffer())
      writeFileSync(BASELINE_FILE, article)
      lines.push(row(`fixed file, ${article.length} bytes`, await measure('/bench-baseline.html')))
    }
    for (const [name, path] of Object.entries(paths)) lines.push(row(`${name} (${label})`, await measure(path)))
  } finally {
    await stopServer(server)
  }
}
rmSync(BASELINE_FILE, { force: true })

console.log(`\n${values.articles} articles; ${values.connections} connections for ${values.seconds} s each; Node ${process.version}; paths: ${JSON.stringify(paths)}`)
console.log(`${'page'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'bytes'.padStart(9)} ${'errors'.padStart(7)}`)
for (const line of lines) console.log(line)
