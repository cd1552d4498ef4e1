import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test, waitForHydration } from './fixtures.ts'

/**
 * Issue 32's journeys in Chromium (docs/decisions/064): a misspelt search, "did you mean" and the
 * result; the header's suggestions by keyboard and by mouse; a company's page from a list row;
 * a list sorted, filtered and downloaded; the header's search box without JavaScript.
 */
const YEAR = new Date().getUTCFullYear()
const LIST = `/lists/${YEAR}/quota-500`
const WORKSHEET = 'The One-Page Negotiation Preparation Worksheet'
const main = (page: Page) => page.locator('main#main')
const headerBox = (page: Page) => page.locator('header.site-header input[name="q"]')

test('a misspelt search offers "did you mean", and the corrected search finds the article', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await headerBox(page).fill('negotation worksheet')
  await headerBox(page).press('Enter')
  await expect(page).toHaveURL('/search?q=negotation+worksheet')
  const correction = main(page).getByRole('link', { name: 'negotiation worksheet' })
  await expect(main(page).locator('.search-did-you-mean')).toHaveText('Did you mean negotiation worksheet?')
  await correction.click()
  await expect(page).toHaveURL('/search?q=negotiation+worksheet')
  const first = main(page).locator('.search-match__link').first()
  await expect(first).toHaveText(WORKSHEET)
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORKSHEET)
})

test('the header suggests as a reader types: arrow keys move, Escape closes, Enter opens the suggestion', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await headerBox(page).focus()
  // The combobox arrives with the first focus; until then the box is a plain search field.
  const box = page.getByRole('combobox', { name: 'Search' })
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('negotation work')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toContainText(WORKSHEET)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
  await expectNoSevereAxeViolations(page, 'the header search with its suggestions open')

  await page.keyboard.press('ArrowDown')
  const active = list.getByRole('option', { selected: true })
  await expect(active).toContainText(WORKSHEET)
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!)
  await expect(box).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1)
  await expect(list.getByRole('option', { selected: true })).not.toContainText(WORKSHEET)

  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).not.toHaveAttribute('aria-activedescendant')
  await expect(box).toHaveValue('negotation work')

  await page.keyboard.press('ArrowDown')
  await expect(list).toBeVisible()
  await expect(list.getByRole('option', { selected: true })).toContainText(WORKSHEET)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORKSHEET)
})

test('a suggestion picked with the mouse opens, and typing on cancels what was asked before', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/search-suggestions?')) asked.push(new URL(request.url()).searchParams.get('q')!)
  })
  const [edition] = await (await page.request.get('/wp-json/wp/v2/lists?kind=list&per_page=1&orderby=year&order=desc')).json()
  const company = edition.acf.entries[5].company as string
  await page.goto('/webinars')
  await waitForHydration(page)
  await headerBox(page).click()
  await page.keyboard.type(company)
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()
  await expect(option).toContainText(company)
  await expect(option).toContainText('Companies')
  // Typed at a person's pace, a name is asked for a few times at most, never once per key.
  expect(asked.length).toBeLessThan(company.length)
  expect(asked.at(-1)).toBe(company)
  await option.click()
  await expect(page).toHaveURL(/\/companies\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company)
})

test("a company's page from a row of the 500", async ({ page }) => {
  await page.goto(LIST)
  const row = main(page).locator('.ranked-table tbody tr').nth(2)
  const link = row.locator('th a')
  const name = (await link.textContent())!
  await link.click()
  await expect(page).toHaveURL(/\/companies\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(main(page)).toContainText(`The Quota 500`)
})

test('the 500 sorted by company and filtered by headquarters, then downloaded as that view', async ({ page }) => {
  await page.goto(LIST)
  await waitForHydration(page)
  await main(page)
    .getByRole('link', { name: /^Company\b.*sort ascending/ })
    .click()
  await expect(main(page).getByRole('columnheader', { name: /^Company/ })).toHaveAttribute('aria-sort', 'ascending')
  const headquarters = main(page).getByRole('combobox', { name: 'Headquarters' })
  const place = (await headquarters.locator('option').nth(1).textContent())!
  await headquarters.selectOption(place)
  await main(page).getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('hq') === place && url.searchParams.get('sort') === 'company')
  await expect(main(page).locator('.ranked-table tbody .ranked-table__hq').first()).toHaveText(place)
  const shown = await main(page).locator('.ranked-table tbody th a').allTextContents()
  expect(shown).toEqual([...shown].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))

  const downloading = page.waitForEvent('download')
  await main(page).getByRole('link', { name: 'CSV' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toBe(`quota-500-${YEAR}.csv`)
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('rank,company,person,title,segment,metric,previous_rank,change,summary,website,headquarters')
  expect(lines.slice(1).map((line) => line.split(',')[1]!.replace(/^"|"$/g, ''))).toEqual(shown)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search box is a plain form that reaches the results', async ({ page }) => {
    await page.goto(LIST)
    await page.getByRole('searchbox', { name: 'Search' }).fill('forecast calls')
    await page.locator('header.site-header').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/search?q=forecast+calls')
    await expect(main(page).locator('.search-match__link').first()).toBeVisible()
  })
})
