import { expect, test } from './fixtures.ts'

/** The first-visit privacy panel never covers the element a keyboard user is on (issue 15: 16 of 40 tab stops were hidden on /register). */
test.use({ consent: null, viewport: { width: 390, height: 720 } })

for (const path of ['/register', '/magazine/subscribe']) {
  test(`on ${path} at 390 px, no focused element is hidden under the privacy panel`, async ({ page }) => {
    await page.goto(path)
    const banner = page.getByRole('region', { name: 'Privacy choices' })
    await expect(banner).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).not.toBe('')
    const hidden: string[] = []
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab')
      const covered = await page.evaluate(async () => {
        // What a person sees once the page stops scrolling the focused element into view (smoothly,
        // frame by frame: on a busy machine the frames come slowly).
        for (let last = -1; window.scrollY !== last;) {
          last = window.scrollY
          await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)))
        }
        const focused = document.activeElement as HTMLElement | null
        const panel = document.querySelector('.consent-banner')
        if (!focused || !panel || panel.contains(focused) || focused === document.body) return null
        const box = focused.getBoundingClientRect()
        const top = panel.getBoundingClientRect().top
        return box.bottom > top + 1 ? `${focused.tagName.toLowerCase()} ${focused.getAttribute('name') ?? focused.textContent?.trim().slice(0, 30)}` : null
      })
      if (covered) hidden.push(covered)
    }
    expect(hidden, 'focused elements under the privacy panel').toEqual([])
  })
}
