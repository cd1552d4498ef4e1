import { describe, expect, it } from 'vitest'
import { footerMenuHtml, headerMenuHtml } from '#db/seed/menus.ts'
import { menuHtml, menuItemsOf } from './menus.ts'

describe('menu fragments', () => {
  it('reads the seeded header: its links in order, the topics under Topics', () => {
    const items = menuItemsOf(headerMenuHtml)
    expect(items.slice(0, 3)).toEqual([
      { label: 'Home', url: '/', nested: false },
      { label: 'Topics', url: '/topics', nested: false },
      { label: 'Sales Leadership', url: '/topics/1/sales-leadership', nested: true },
    ])
    expect(items.find((item) => item.url === '/lists')!.label).toBe('Lists & Awards')
  })

  it('writes what it reads back: wp_nav_menu’s shape, a sub-menu under an item with children', () => {
    for (const [location, html] of [
      ['header', headerMenuHtml],
      ['footer', footerMenuHtml],
    ] as const) {
      const items = menuItemsOf(html)
      const written = menuHtml(location, items)
      expect(menuItemsOf(written)).toEqual(items)
    }
    const written = menuHtml('header', [
      { label: 'Topics', url: '/topics', nested: false },
      { label: 'Q&A <live>', url: '/topics/9/q-a?x=1&y=2', nested: true },
    ])
    expect(written).toContain('<nav class="site-header-menu" aria-label="Main">')
    expect(written).toContain(
      'class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-1"><a href="/topics" aria-haspopup="true" aria-expanded="false">Topics</a>\n<ul class="sub-menu">',
    )
    expect(written).not.toContain('<live>')
    expect(menuItemsOf(written)[1]).toEqual({ label: 'Q&A <live>', url: '/topics/9/q-a?x=1&y=2', nested: true })
  })
})
