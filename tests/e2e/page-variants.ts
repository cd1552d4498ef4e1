import { expect, sidewaysOverflow, test } from './fixtures.ts'

/** The same journeys twice: `<title> with JavaScript`, then `<title> without JavaScript` (plain form posts). */
export function withAndWithoutJavaScript(title: string, journeys: (javaScript: boolean) => void) {
  test.describe(`${title} with JavaScript`, () => {
    journeys(true)
  })

  test.describe(`${title} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })
    journeys(false)
  })
}

/** `<title> on a 320 px screen`: none of the pages at `paths` scrolls sideways. */
export function fitsA320PxScreen(title: string, paths: string[]) {
  test.describe(`${title} on a 320 px screen`, () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('nothing is wider than the screen', async ({ page }) => {
      for (const path of paths) {
        await page.goto(path)
        const overflow = await sidewaysOverflow(page)
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      }
    })
  })
}
