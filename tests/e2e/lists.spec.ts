import type { Page } from '@playwright/test'
import { expect, expectIslands, expectNoSevereAxeViolations, sidewaysOverflow, test } from './fixtures.ts'

/**
 * The lists and awards in Chromium: the 500 sorted, filtered and searched, each change a page load
 * (a list is a reading page, not hydrated: decision 071) that lands at the ranking; an alias
 * address, the same with JavaScript off; axe and a 320 px screen.
 */
const YEAR = new Date().getUTCFullYear()
const LIST = `/lists/${YEAR}/quota-500`
const main = (page: Page) => page.locator('main#main')

async function companies(page: Page): Promise<string[]> {
  return main(page).locator('.ranked-table tbody th a').allTextContents()
}

/** A change of view opens the same edition scrolled to its ranking, not to the top of the page. */
async function expectAtTheRanking(page: Page) {
  await expect(main(page).getByRole('heading', { name: 'The ranking', exact: true })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
}

test.describe('lists with JavaScript', () => {
  test('the 500 sorted by company within one segment, then searched, each change landing at the ranking', async ({ page }) => {
    await page.goto(LIST)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`The Quota 500 ${YEAR}`)
    await expect(main(page).locator('.ranked-table tbody tr')).toHaveCount(100)
    await expectIslands(page)
    await main(page).getByRole('navigation', { name: 'Filter by segment' }).getByRole('link', { name: 'Technology' }).click()
    await expect(page).toHaveURL(`${LIST}?segment=technology#ranking`)
    await expectAtTheRanking(page)
    await main(page)
      .getByRole('link', { name: /^Company\b.*sort ascending/ })
      .click()
    await expect(page).toHaveURL(`${LIST}?segment=technology&sort=company#ranking`)
    await expect(main(page).getByRole('columnheader', { name: /^Company/ })).toHaveAttribute('aria-sort', 'ascending')
    await expectAtTheRanking(page)
    const sorted = await companies(page)
    expect(sorted.length).toBeGreaterThan(5)
    expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const needle = sorted[0]!.split(' ')[0]!
    await main(page).getByRole('searchbox', { name: 'Company' }).fill(needle)
    await main(page).getByRole('button', { name: 'Find' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${needle}.*#ranking$`))
    await expect(main(page).getByRole('searchbox', { name: 'Company' })).toHaveValue(needle)
    await expect.poll(async () => (await companies(page)).every((name) => name.toLowerCase().includes(needle.toLowerCase()))).toBe(true)
    for (const name of await companies(page)) expect(name.toLowerCase()).toContain(needle.toLowerCase())
    await expectAtTheRanking(page)
    await expectIslands(page)
  })

  test('an alias address lands on the canonical list', async ({ page }) => {
    await page.goto(`/lists/${YEAR}/sales-training-companies-top-20`)
    await expect(page).toHaveURL(`/lists/${YEAR}/top-20-sales-training-companies`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Top 20 Sales Training Companies ${YEAR}`)
  })

  test('no serious accessibility problems; nothing wider than a 320 px screen', async ({ page }) => {
    // Three axe audits, one of a 100-row table: a limit that catches a hang, not a busy machine (decision 043).
    test.slow()
    await page.setViewportSize({ width: 320, height: 720 })
    for (const path of [LIST, `/lists/${YEAR}/cro-of-the-year-awards`, '/lists']) {
      await page.goto(path)
      await expectNoSevereAxeViolations(page, path)
      // The ranked table scrolls inside its own region; the page itself must not.
      const overflow = await sidewaysOverflow(page)
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('lists with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('a sorted and filtered list renders fully', async ({ page }) => {
    await page.goto(LIST)
    await main(page)
      .getByRole('link', { name: /^Change\b.*sort descending/ })
      .click()
    await expect(page).toHaveURL(`${LIST}?sort=change#ranking`)
    await main(page).getByRole('navigation', { name: 'Filter by segment' }).getByRole('link', { name: 'Manufacturing' }).click()
    await expect(page).toHaveURL(`${LIST}?segment=manufacturing&sort=change#ranking`)
    await expect(main(page).locator('.ranked-table__segment').first()).toHaveText('Manufacturing')
  })
})

test.describe('the 500 on a phone', () => {
  test('entries are compact blocks that fit the screen, still a table with its sort links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(LIST)
    const table = main(page).getByRole('table', { name: `The Quota 500 ${YEAR}` })
    await expect(table.getByRole('row')).toHaveCount(101)
    const layout = await page.evaluate(() => {
      const region = document.querySelector('.ranked-table__scroll')!
      const heights = [...document.querySelectorAll('.ranked-table tbody tr')].map((row) => row.getBoundingClientRect().height)
      const right = Math.max(...[...document.querySelectorAll('.ranked-table tbody tr > *')].map((cell) => cell.getBoundingClientRect().right))
      return { sideways: region.scrollWidth - region.clientWidth, tallest: Math.max(...heights), right }
    })
    expect(layout.sideways, 'the table scrolls sideways inside its region').toBeLessThanOrEqual(0)
    expect(layout.tallest, 'an entry is taller than five short lines').toBeLessThanOrEqual(120)
    expect(layout.right).toBeLessThanOrEqual(390)
    await main(page)
      .getByRole('link', { name: /^Company\b.*sort ascending/ })
      .click()
    await expect(page).toHaveURL(`${LIST}?sort=company#ranking`)
  })
})
