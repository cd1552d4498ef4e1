/**
 * One database's part of `npm run bench`: the production server on the large store beside nginx
 * sending the same article bytes with gzip_static, measured with wrk round-robin over several
 * rounds; the medians of each case, the ratio to nginx from the same round, server CPU per request
 * and memory.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startNginx, staticFiles } from '../lib/nginx.ts'
import { cpuMs, rssMb } from './process-stats.ts'
import { startProductionServer, stopProductionServer, withSettings, type ProductionServer } from './server-process.ts'
import { wrk, type Figures } from './wrk.ts'

export interface PassSettings {
  /** The store: DATA_DIR, and PostgreSQL's address when it is not the embedded database. */
  dataDir: string
  databaseUrl?: string
  articles: number
  seconds: number
  connections: number
  rounds: number
  port: number
  /** Scratch space of this pass: wrk's path lists, nginx's files. */
  workDir: string
}

/** The cases issue 33's table reads, by name. */
export const CASE = {
  nginx: 'nginx gzip_static, same bytes',
  cachedGzip: 'cached article, gzip',
  cachedBr: 'cached article, br',
  readingQuiet: 'reading pages, no saves',
  neverSeen: 'never-seen articles (cache off)',
  home: 'home (cache off)',
} as const
export const SAVE_REACHES = ['body', 'listed', 'placement'] as const
export const savingCase = (reach: string) => `reading pages, a ${reach} save/s`

export interface MedianCase {
  name: string
  rps: number
  p50Ms: number
  p99Ms: number
  cpuMsPerRequest: number | null
  ratio: number
  errors: number
  /** For the save-while-reading rows: the rate as a share of the same pages' without saves. */
  ofQuiet?: number
}

export interface PassResult {
  cases: MedianCase[]
  memory: string[]
  /** The server's RSS after each round's cache-off runs, MB. */
  rssAfterCacheOff: number[]
}

interface Case {
  name: string
  figures: Figures
  cpuMsPerRequest: number | null
  ratio?: number
  ofQuiet?: number
}

/** Signs the save notices of the save-while-reading rows, as the WordPress plugin's shared secret would. */
const NOTICE_SECRET = 'the bench plays the WordPress plugin, 32+ characters'
/** Never-seen article addresses set aside for each round. */
const UNSEEN_PER_ROUND = 4000

function run(command: string, args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: withSettings(env) })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function benchDatabase(settings: PassSettings): Promise<PassResult> {
  const { port, workDir } = settings
  const base = `http://127.0.0.1:${port}`
  const nginxPort = port + 1
  const staticDir = join(workDir, 'static')
  const serverEnv = { DATA_DIR: settings.dataDir, DATABASE_URL: settings.databaseUrl, LOG_LEVEL: 'warn' }

  /** One measured run; `pid` is the process whose CPU time is charged to the requests. */
  function measure(name: string, target: string, paths: string[], acceptEncoding: string, pid: number | null): Case {
    const before = pid ? cpuMs(pid) : 0
    const figures = wrk({ base: target, paths, acceptEncoding, seconds: settings.seconds, connections: settings.connections, threads: Math.min(2, cpus().length), workDir })
    const cpuMsPerRequest = pid ? (cpuMs(pid) - before) / Math.max(figures.requests, 1) : null
    return { name, figures, cpuMsPerRequest }
  }

  /**
   * Cached reading pages (the home page, topics, articles) measured while a save of one published
   * article is noticed every second, with the reach the notice gives (decision 060).
   */
  function measureWhileSaving(paths: string[], postId: number, reach: string, pid: number): Case {
    const saves = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/notice-saves.ts', base, NOTICE_SECRET, String(postId), reach], { stdio: ['ignore', 'inherit', 'inherit'] })
    try {
      return measure(savingCase(reach), base, paths, 'gzip, br', pid)
    } finally {
      saves.kill()
    }
  }

  async function articleLinks(pages: number): Promise<string[]> {
    const links: string[] = []
    for (let page = 1; page <= pages; page++) {
      const response = await fetch(`${base}/wp-json/wp/v2/posts?per_page=100&page=${page}&_fields=link`)
      // Past the last page WordPress answers 400 rest_post_invalid_page_number.
      if (!response.ok) break
      const found = (await response.json()) as { link: string }[]
      links.push(...found.map((post) => new URL(post.link).pathname.replace(/\/$/, '')))
    }
    return links
  }

  /** The reading pages a save can touch: the home page, five topics and ten articles, the saved one first. */
  async function readingPages(articles: string[]): Promise<{ paths: string[]; savedId: number }> {
    // Asked again once: fetch may reuse a connection kept from before wrk's runs that the server has closed meanwhile.
    const read = async <T>(path: string) => (await (await fetch(`${base}${path}`).catch(() => fetch(`${base}${path}`))).json()) as T
    const topics = await read<{ id: number; slug: string }[]>('/wp-json/wp/v2/categories?per_page=5&orderby=count&order=desc&_fields=id,slug')
    const [saved] = await read<{ id: number }[]>('/wp-json/wp/v2/posts?per_page=1&_fields=id')
    return { paths: ['/', ...topics.map((topic) => `/topics/${topic.id}/${topic.slug}`), ...articles.slice(0, 10)], savedId: saved!.id }
  }

  function nginxWorkerPid(): number | null {
    const master = Number(spawnSync('cat', [join(workDir, 'nginx', 'nginx.pid')], { encoding: 'utf8' }).stdout)
    const children = spawnSync('cat', [`/proc/${master}/task/${master}/children`], { encoding: 'utf8' }).stdout.trim()
    return children ? Number(children.split(' ')[0]) : null
  }

  const warm = async (path: string) => {
    for (let i = 0; i < 5; i++) await fetch(`${base}${path}`).then((r) => r.arrayBuffer())
  }

  console.log(`Preparing ${settings.articles} articles (kept between runs)...`)
  run('node', ['build/node/seed-large.js', '--articles', String(settings.articles)], serverEnv)
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(staticDir, { recursive: true })

  const rounds: Case[][] = []
  const memory: string[] = []
  const rssAfterCacheOff: number[] = []
  let article = ''
  let unseen: string[] = []
  let reading: { paths: string[]; savedId: number } | undefined
  for (let round = 0; round < settings.rounds; round++) {
    const cases: Case[] = []
    const cached: ProductionServer = await startProductionServer(port, { ...serverEnv, PAGE_CACHE_MB: '64', CONTENT_WEBHOOK_SECRET: NOTICE_SECRET })
    let nginx: { stop: () => void } | undefined
    try {
      if (!article) {
        const links = await articleLinks(1 + Math.ceil((settings.rounds * UNSEEN_PER_ROUND) / 100))
        article = links[0]!
        unseen = links.slice(1)
        const bytes = Buffer.from(await (await fetch(`${base}${article}`)).arrayBuffer())
        writeFileSync(join(staticDir, 'article.html'), bytes)
        writeFileSync(join(staticDir, 'article.html.gz'), gzipSync(bytes, { level: 9 }))
        console.log(`article ${article}: ${bytes.length} bytes`)
      }
      nginx = startNginx({ dir: join(workDir, 'nginx'), port: nginxPort, ...staticFiles(staticDir) })
      await warm(article)
      cases.push(measure(CASE.nginx, `http://127.0.0.1:${nginxPort}`, ['/article.html'], 'gzip', nginxWorkerPid()))
      cases.push(measure(CASE.cachedGzip, base, [article], 'gzip', cached.pid))
      cases.push(measure(CASE.cachedBr, base, [article], 'br', cached.pid))
      cases.push(measure('/healthz, gzip, br asked', base, ['/healthz'], 'gzip, br', cached.pid))
      cases.push(measure('/healthz, no compression', base, ['/healthz'], '', cached.pid))
      reading ??= await readingPages([article, ...unseen.slice(-9)])
      for (const path of reading.paths) await fetch(`${base}${path}`).then((r) => r.arrayBuffer())
      const quiet = measure(CASE.readingQuiet, base, reading.paths, 'gzip, br', cached.pid)
      cases.push(quiet)
      for (const reach of SAVE_REACHES) {
        const saving = measureWhileSaving(reading.paths, reading.savedId, reach, cached.pid)
        saving.ofQuiet = saving.figures.rps / quiet.figures.rps
        cases.push(saving)
      }
      memory.push(`round ${round + 1}, page cache on: RSS ${cached.rssAfterStart} MB after start, ${rssMb(cached.pid)} MB after its runs`)
    } finally {
      nginx?.stop()
      await stopProductionServer(cached)
    }

    const uncached = await startProductionServer(port, { ...serverEnv, PAGE_CACHE_MB: '0' })
    try {
      const slice = unseen.slice(round * UNSEEN_PER_ROUND, (round + 1) * UNSEEN_PER_ROUND)
      const neverSeen = measure(CASE.neverSeen, base, slice, 'gzip, br', uncached.pid)
      cases.push(neverSeen)
      await warm(article)
      cases.push(measure('same article again (cache off)', base, [article], 'gzip, br', uncached.pid))
      cases.push(measure(CASE.home, base, ['/'], 'gzip, br', uncached.pid))
      rssAfterCacheOff.push(rssMb(uncached.pid))
      memory.push(`round ${round + 1}, page cache off: RSS ${uncached.rssAfterStart} MB after start, ${rssAfterCacheOff.at(-1)} MB after its runs`)
      if (neverSeen.figures.requests > slice.length) console.log(`note: round ${round + 1} sent ${neverSeen.figures.requests} never-seen requests over ${slice.length} addresses, so some were seen`)
    } finally {
      await stopProductionServer(uncached)
    }
    const reference = cases[0]!.figures.rps
    for (const c of cases) c.ratio = c.figures.rps / reference
    rounds.push(cases)
    console.log(`round ${round + 1} of ${settings.rounds} done`)
  }

  const cases = rounds[0]!.map((first, index): MedianCase => {
    const all = rounds.map((round) => round[index]!)
    const cpu = all.map((c) => c.cpuMsPerRequest).filter((v): v is number => v !== null)
    return {
      name: first.name,
      rps: median(all.map((c) => c.figures.rps)),
      p50Ms: median(all.map((c) => c.figures.p50Ms)),
      p99Ms: median(all.map((c) => c.figures.p99Ms)),
      cpuMsPerRequest: cpu.length ? median(cpu) : null,
      ratio: median(all.map((c) => c.ratio!)),
      errors: all.reduce((sum, c) => sum + c.figures.errors, 0),
      ofQuiet: first.ofQuiet === undefined ? undefined : median(all.map((c) => c.ofQuiet!)),
    }
  })
  return { cases, memory, rssAfterCacheOff }
}

export function printPass(title: string, result: PassResult): void {
  const fixed = (n: number, digits: number) => n.toFixed(digits)
  console.log(`\n${title}`)
  console.log(`${'case'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'cpu ms/req'.padStart(10)} ${'× nginx'.padStart(8)} ${'errors'.padStart(7)}`)
  for (const c of result.cases) {
    console.log(
      `${c.name.padEnd(36)} ${String(Math.round(c.rps)).padStart(8)} ${fixed(c.p50Ms, 2).padStart(8)} ${fixed(c.p99Ms, 2).padStart(8)} ${(c.cpuMsPerRequest === null ? '-' : fixed(c.cpuMsPerRequest, 3)).padStart(10)} ${fixed(c.ratio, 3).padStart(8)} ${String(c.errors).padStart(7)}`,
    )
  }
  for (const c of result.cases) if (c.ofQuiet !== undefined) console.log(`${c.name}: ${fixed(c.ofQuiet, 2)} × the rate without saves`)
  for (const line of result.memory) console.log(line)
}
