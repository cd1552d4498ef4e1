import { expect, test } from './fixtures.ts'

/**
 * Words that run together on screen though the markup has a space between them: a flex button or
 * pill drops a plain space at the edge of a text run ("digital edition(PDF)", "Pipeline Clinic(6)"
 * in issue 15). For each button, pill and link, two visible pieces of text separated by a space in
 * the document must be drawn apart on screen.
 */
const PAGES = ['/', '/magazine', '/videos', '/webinars', '/resources', '/events', '/lists']

test('no words run together in buttons, pills and links', async ({ page }) => {
  const joined: string[] = []
  for (const path of PAGES) {
    await page.goto(path)
    joined.push(
      ...(await page.evaluate(() => {
        const found: string[] = []
        const visibleTexts = (root: Element) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
          const texts: Text[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement!
            if (!node.textContent || parent.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) continue
            texts.push(node as Text)
          }
          return texts
        }
        for (const element of document.querySelectorAll('main a, main button')) {
          let before: Text | null = null
          let spaced = false
          for (const text of visibleTexts(element)) {
            const content = text.textContent!
            if (!content.trim()) {
              spaced = true
              continue
            }
            if (before && (spaced || /^\s/.test(content))) {
              const range = document.createRange()
              range.selectNodeContents(before)
              const end = [...range.getClientRects()].at(-1)
              range.selectNodeContents(text)
              const start = range.getClientRects()[0]
              if (end && start && Math.abs(start.top - end.top) <= 2 && start.left - end.right < 2) found.push(`${location.pathname}: “${before.textContent!.trim()} ${content.trim()}”`)
            }
            before = text
            spaced = /\s$/.test(content)
          }
        }
        return found
      })),
    )
  }
  expect(joined).toEqual([])
})
