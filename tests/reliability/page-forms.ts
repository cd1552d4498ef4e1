import { Parser } from 'htmlparser2'
import routes from '../../app/routes.ts'

/** A form as a page offers it: where it posts and the fields it sends, with their values as shown. */
export interface PageForm {
  method: 'get' | 'post'
  action: string
  fields: { name: string; value: string; hidden: boolean }[]
  /** The values of its submit buttons named `intent` (each is an action of its own). */
  intents: string[]
}

interface RouteEntry {
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

/** Every address pattern of the route table (`/admin/articles/:id`…), so a new page is probed without a list to update. */
export function routePatterns(entries: RouteEntry[] = routes as RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix || '/'
    return [...(entry.index || entry.path ? [path] : []), ...routePatterns(entry.children ?? [], path === '/' ? '' : path)]
  })
}

/** A pattern's parameters matched in an address: null when the address is not of this pattern. */
export function patternMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part === '*' ? '.+' : part.startsWith(':') ? (part.endsWith('?') ? '(?:[^/?#"]+)?' : '[^/?#"]+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}$`)
}

/** The pattern with every parameter replaced by `value` (optional ones left out). */
export const filledWith = (pattern: string, value: string) =>
  pattern
    .split('/')
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') || part === '*' ? value : part))
    .join('/')

/** The site's own links on a page (paths, without query or fragment). */
export function linksOn(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"?#]*)/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
}

/** The forms of a page: POST forms (actions) and GET forms (filters and searches, sent in the address). */
export function formsOn(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = []
  let current: PageForm | null = null
  let textarea: { name: string; value: string } | null = null
  let select: { name: string; value: string | null } | null = null
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'form') {
          current = { method: (attributes.method ?? 'get').toLowerCase() === 'post' ? 'post' : 'get', action: attributes.action || pagePath, fields: [], intents: [] }
          return
        }
        if (!current) return
        const name = attributes.name
        if (tag === 'button' && name === 'intent' && attributes.value) current.intents.push(attributes.value)
        else if (tag === 'input' && name && !['submit', 'button', 'file', 'image', 'reset'].includes(attributes.type ?? '')) {
          if ((attributes.type === 'checkbox' || attributes.type === 'radio') && !('checked' in attributes) && current.fields.some((f) => f.name === name)) return
          current.fields.push({ name, value: attributes.value ?? (attributes.type === 'checkbox' ? 'on' : ''), hidden: attributes.type === 'hidden' })
        } else if (tag === 'textarea' && name) textarea = { name, value: '' }
        else if (tag === 'select' && name) select = { name, value: null }
        else if (tag === 'option' && select && select.value === null) select.value = attributes.value ?? ''
      },
      ontext(text) {
        if (textarea) textarea.value += text
      },
      onclosetag(tag) {
        if (tag === 'form' && current) {
          forms.push(current)
          current = null
        } else if (tag === 'textarea' && textarea && current) {
          ;(current as PageForm).fields.push({ ...textarea, hidden: false })
          textarea = null
        } else if (tag === 'select' && select && current) {
          ;(current as PageForm).fields.push({ name: select.name, value: select.value ?? '', hidden: false })
          select = null
        }
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return forms
}
