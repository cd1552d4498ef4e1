import { expect, sidewaysOverflow, test } from './fixtures.ts'

/** On a phone the header shows every section: none cut off at the screen's edge, none needing a sideways scroll. */
for (const width of [320, 390, 768]) {
  test(`every section of the main menu is in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const links = page.locator('.site-header__nav .menu > li > a')
    const count = await links.count()
    expect(count).toBeGreaterThanOrEqual(6)
    for (let i = 0; i < count; i++) {
      const link = links.nth(i)
      await expect(link).toBeVisible()
      const box = (await link.boundingBox())!
      expect(box.x, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(width)
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })
}
