import { parseDocument } from 'htmlparser2'
import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { menus } from '#db/schema/index.ts'
import { escapeHtml } from '#lib/html-text.ts'
import type { MenuItem, MenuLocation } from '#lib/newsroom-schemas.ts'
import { can } from '#lib/roles.ts'
import { tagsOfChange } from '../../cache/content-tags.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import type { StaffMember } from '../staff/staff.ts'
import type { ContentHome } from './content-home.ts'

/**
 * The header and footer menus: editors change their links, order and nesting (one level, as the
 * header's drop-downs show). The menus are stored as WordPress's wp_nav_menu writes them, the
 * fragment the content API serves, so the site reads them the same from either source.
 */
export type { MenuItem }

export const MAX_MENU_ITEMS = 40
const ADDRESS = /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+)$/

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string }
const textOf = (node: Node): string => (node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(textOf).join(''))
const childTags = (node: Node, name: string) => (node.children ?? []).filter((child) => child.type === 'tag' && child.name === name)

/** The items of a stored menu fragment, in order. */
export function menuItemsOf(html: string): MenuItem[] {
  const document = parseDocument(html, { decodeEntities: true }) as unknown as Node
  const find = (node: Node): Node | null => (node.type === 'tag' && node.name === 'ul' ? node : ((node.children ?? []).map(find).find(Boolean) ?? null))
  const list = find(document)
  if (!list) return []
  const items: MenuItem[] = []
  for (const li of childTags(list, 'li')) {
    const [link] = childTags(li, 'a')
    if (link) items.push({ label: textOf(link).trim(), url: link.attribs?.href ?? '', nested: false })
    for (const sub of childTags(li, 'ul'))
      for (const child of childTags(sub, 'li')) {
        const [subLink] = childTags(child, 'a')
        if (subLink) items.push({ label: textOf(subLink).trim(), url: subLink.attribs?.href ?? '', nested: true })
      }
  }
  return items
}

const NAV = { header: { navClass: 'site-header-menu', label: 'Main', listId: 'menu-header-p' }, footer: { navClass: 'site-footer-menu', label: 'Footer', listId: 'menu-footer' } } as const

/** A menu's fragment as wp_nav_menu writes it: a nav, its list, and a sub-menu under an item with children. */
export function menuHtml(location: MenuLocation, items: MenuItem[]): string {
  const nav = NAV[location]
  let n = 0
  const li = (item: MenuItem, children: MenuItem[]): string => {
    const id = ++n
    const classes = [
      'menu-item',
      'menu-item-type-custom',
      'menu-item-object-custom',
      ...(item.url === '/' ? ['menu-item-home'] : []),
      ...(children.length ? ['menu-item-has-children'] : []),
      `menu-item-${id}`,
    ]
    const link = `<a href="${escapeHtml(item.url)}"${children.length ? ' aria-haspopup="true" aria-expanded="false"' : ''}>${escapeHtml(item.label)}</a>`
    const sub = children.length ? `\n<ul class="sub-menu">\n${children.map((child) => li(child, [])).join('\n')}\n</ul>\n` : ''
    return `<li id="menu-item-${id}" class="${classes.join(' ')}">${link}${sub}</li>`
  }
  const tops: { item: MenuItem; children: MenuItem[] }[] = []
  for (const item of items) {
    if (item.nested && tops.length) tops.at(-1)!.children.push(item)
    else tops.push({ item, children: [] })
  }
  return `<nav class="${nav.navClass}" aria-label="${nav.label}">\n<ul id="${nav.listId}" class="menu menu--${location}">\n${tops.map((top) => li(top.item, top.children)).join('\n')}\n</ul>\n</nav>`
}

export function createMenuAdmin({ db, log, audit, purge, home }: { db: Database; log: Logger; audit: AuditLog; purge: PurgeBus; home: ContentHome }) {
  const stored = async (location: MenuLocation) => (await db.select({ html: menus.html }).from(menus).where(eq(menus.location, location)))[0]?.html ?? ''

  return {
    async get(location: MenuLocation): Promise<MenuItem[]> {
      return menuItemsOf(await stored(location))
    },

    /** Saves a menu's items; each wrong row is named (its position from 1), nothing saved. */
    async save(actor: StaffMember, location: MenuLocation, items: MenuItem[]): Promise<void> {
      home.assertEditableHere()
      if (!can(actor.role, 'content:structure')) throw new ServiceError('forbidden', 'Only editors and admins change the menus.')
      const fields: Record<string, string> = {}
      items.forEach((item, i) => {
        if (!item.label.trim()) fields[`item.${i}.label`] = 'Give the link its words'
        else if (item.label.length > 80) fields[`item.${i}.label`] = 'At most 80 characters'
        if (!ADDRESS.test(item.url)) fields[`item.${i}.url`] = 'An address starting with /, https:// or mailto:'
      })
      if (!items.length) fields.items = 'A menu needs at least one link'
      if (items.length > MAX_MENU_ITEMS) fields.items = `At most ${MAX_MENU_ITEMS} links`
      if (location === 'footer' && items.some((item) => item.nested)) fields.items = 'The footer has no drop-downs: untick “under the one above”'
      if (Object.keys(fields).length) throw new ServiceError('validation_failed', 'Check the marked links', { fields })
      const before = await stored(location)
      const html = menuHtml(
        location,
        items.map((item, i) => ({ ...item, label: item.label.trim(), nested: i > 0 && item.nested })),
      )
      await db
        .insert(menus)
        .values({ location, html, updatedAt: new Date() })
        .onConflictDoUpdate({ target: menus.location, set: { html, updatedAt: new Date() } })
      await audit.record({ actor, action: 'menu.update', itemType: 'menu', itemId: location, before: { items: menuItemsOf(before) }, after: { items: menuItemsOf(html) } })
      await purge.purge(tagsOfChange({ type: 'menu', id: 0, action: 'update' })).catch((error: unknown) => log.warn({ event: 'newsroom.purge_failed', err: error }, 'cache not purged'))
    },
  }
}

export type MenuAdmin = ReturnType<typeof createMenuAdmin>
