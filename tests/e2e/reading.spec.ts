import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, forgiveExpected404, test, waitForHydration } from './fixtures.ts'

/**
 * A reader's journeys through the news: home page, an article, its topic, the topic archive and
 * search; the same pages with JavaScript off; accessibility, narrow screens and layout stability.
 */

const main = (page: Page) => page.locator('main#main')

/** Opens the home page's lead story and returns its address. */
async function openLeadStory(page: Page): Promise<string> {
  const lead = main(page).locator('.lead-story .card__link')
  const title = (await lead.textContent())!
  const href = (await lead.getAttribute('href'))!
  await lead.click()
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  return href
}

test.describe('reading with JavaScript', () => {
  test('home page → article → its topic → page 2 of the topic, each a page load (decision 071)', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales News, Research and Training')
    await expect(main(page).getByRole('region', { name: 'Latest articles' }).getByRole('article')).toHaveCount(8)
    await waitForHydration(page)

    const articlePath = await openLeadStory(page)
    expect(articlePath).toMatch(/^\/\d{4}\/\d\d\/\d\d\/\d+\/[a-z0-9-]+$/)
    const article = main(page).locator('article.article')
    await expect(article.locator('.article__body p').first()).toBeVisible()
    await expect(article.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
    await expect(article.getByRole('heading', { name: /^About / })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${articlePath}$`))

    const topicLink = article.locator('.article__topics a').first()
    const topicName = (await topicLink.textContent())!
    await topicLink.click()
    await expect(page).toHaveURL(/^.*\/topics\/\d+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicName)
    const firstPage = await main(page).locator('.archive__results .card__link').allTextContents()
    expect(firstPage).toHaveLength(12)

    await page
      .getByRole('navigation', { name: `Pages of ${topicName}` })
      .getByRole('link', { name: 'Next page' })
      .click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle(`${topicName}, page 2 / Quota`)
    const secondPage = await main(page).locator('.archive__results .card__link').allTextContents()
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
  })

  test('search from the header search box, see the matches marked, open a result', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    // Its suggestions are not chosen: Enter sends the form, to the results page.
    await page.locator('header.site-header input[name="q"]').fill('pipeline')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search?q=pipeline')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “pipeline”')
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('pipeline')
    await expect(page.getByRole('status')).toContainText(/\d+ results? for “pipeline”/)
    await expect(main(page).locator('mark').first()).toHaveText(/^pipeline/i)

    const first = main(page).locator('.search-match__link').first()
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('a search that finds nothing suggests topics', async ({ page }) => {
    await page.goto('/search/zqxjvw')
    await expect(main(page)).toContainText('Nothing matches “zqxjvw”.')
    await expect(main(page).getByRole('heading', { name: 'Browse a topic' })).toBeVisible()
    await expect(main(page).locator('.topic-links a').first()).toHaveAttribute('href', /^\/topics\/\d+\//)
  })

  test('a wrong slug redirects permanently to the canonical address', async ({ page }) => {
    await page.goto('/')
    const href = (await main(page).locator('.lead-story .card__link').getAttribute('href'))!
    const [, , , , id] = href.split('/')
    const response = await page.goto(`/${id}/not-the-right-slug`)
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/not-the-right-slug$/)
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301)
    await expect(page).toHaveURL(href)
  })

  test('an unknown article id shows the 404 page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/999999/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    forgiveExpected404(consoleErrors)
  })
})

test.describe('reading with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('home, article, topic archive and search render fully and their links and forms work', async ({ page }) => {
    await page.goto('/')
    await expect(main(page).locator('.lead-story img')).toHaveAttribute('srcset', /\d+w/)
    await expect(main(page).getByRole('region', { name: 'Latest articles' }).getByRole('article')).toHaveCount(8)
    await expect(main(page).getByRole('region', { name: 'From the blog' }).getByRole('article').first()).toBeVisible()

    await openLeadStory(page)
    await expect(main(page).locator('.article__body p').first()).toBeVisible()
    await expect(
      main(page)
        .getByRole('region', { name: /^More on / })
        .getByRole('article'),
    ).toHaveCount(4)

    const topicLink = main(page).locator('.article__topics a').first()
    const topicName = (await topicLink.textContent())!
    await topicLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicName)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(main(page).locator('.card__link').first()).toBeVisible()

    await page.goto('/search')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('cold calling')
    await main(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/search?q=cold+calling')
    await expect(main(page).locator('mark').first()).toBeVisible()
    await main(page).locator('.search-match__link').first().click()
    await expect(main(page).locator('article.article h1')).toBeVisible()
  })
})

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['the home page', async (page) => void (await page.goto('/'))],
    [
      'an article',
      async (page) => {
        await page.goto('/')
        await page.goto((await main(page).locator('.lead-story .card__link').getAttribute('href'))!)
      },
    ],
    [
      'a topic archive',
      async (page) => {
        await page.goto('/topics')
        await main(page).locator('.topic-card a').first().click()
      },
    ],
    ['search results', async (page) => void (await page.goto('/search?q=pipeline'))],
  ]
  for (const [label, open] of pages) {
    test(`${label} has no serious or critical violations`, async ({ page }) => {
      await open(page)
      await waitForHydration(page)
      await expectNoSevereAxeViolations(page, label)
    })
  }
})

test.describe('narrow screens and layout stability', () => {
  for (const path of ['/', '/topics', '/search?q=pipeline', '/blog']) {
    test(`${path} does not scroll sideways at 320px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 740 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    })
  }

  test('the home page and an article do not shift while their images load', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const article = (await main(page).locator('.lead-story .card__link').getAttribute('href'))!
    for (const path of ['/', article]) {
      await page.goto(path, { waitUntil: 'load' })
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) total += entry.value
              }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 300)
          }),
      )
      expect(shift, `cumulative layout shift of ${path}`).toBeLessThan(0.02)
    }
  })
})
