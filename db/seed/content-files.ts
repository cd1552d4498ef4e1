import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The demo content as an editor keeps it: db/seed/content/, one Markdown file per article, page,
 * webinar, event, video and resource, and a JSON file per list of small things (authors, topics,
 * blogs). A Markdown file opens with front matter between two `---` lines, written as JSON (which
 * every YAML front-matter reader also accepts), and its body follows (markdown.ts). A file name is
 * `NN-slug.md`: the number orders the family, newest first; the rest is the slug.
 */
export interface ContentFile<Front> {
  slug: string
  front: Front
  body: string
  /** Relative to the content folder, for messages. */
  path: string
}

/** The folder, from the sources (db/seed/) or from the bundled scripts (build/node/). */
function contentRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'content'), join(dir, 'db/seed/content')]) if (existsSync(join(candidate, 'topics.json'))) return candidate
    if (dirname(dir) === dir) throw new Error('db/seed/content was not found above the running script')
  }
}

export const CONTENT_ROOT = contentRoot()

export function readText(path: string): string {
  return readFileSync(resolve(CONTENT_ROOT, path), 'utf8')
}

export function readJson<T>(path: string): T {
  return JSON.parse(readText(path)) as T
}

const FILE_NAME = /^\d+-([a-z0-9-]+)\.md$/

export function parseContentFile<Front>(text: string, path: string): Omit<ContentFile<Front>, 'slug'> {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n?/g, '\n'))
  if (!match) throw new Error(`${path}: no front matter between two --- lines`)
  let front: Front
  try {
    front = JSON.parse(match[1]!) as Front
  } catch (error) {
    throw new Error(`${path}: the front matter is not JSON (${(error as Error).message})`)
  }
  return { front, body: match[2]!.trim(), path }
}

/** Every `NN-slug.md` of a folder, in the order of their numbers. */
export function readContentFolder<Front>(folder: string): ContentFile<Front>[] {
  const dir = resolve(CONTENT_ROOT, folder)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b))
    .map((name) => {
      const slug = FILE_NAME.exec(name)?.[1]
      if (!slug) throw new Error(`${folder}/${name}: name it NN-slug.md (a number, then the slug in lower case)`)
      return { slug, ...parseContentFile<Front>(readFileSync(join(dir, name), 'utf8'), `${folder}/${name}`) }
    })
}
