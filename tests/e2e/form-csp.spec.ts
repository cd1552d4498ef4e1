import { expect, forgiveAnswers, test, waitForHydration } from './fixtures.ts'

/**
 * Forms check their fields in the browser with the same zod schemas as the server, under the
 * pages' CSP (no 'unsafe-eval'). Zod probes for eval with Function() unless told not to (lib/zod.ts);
 * the refused probe was a CSP violation on every form page, which Lighthouse's best practices count.
 */
test('form pages check their fields without a Content-Security-Policy violation', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Window & { __cspViolations?: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.columnNumber}`))
  })
  const webinars = (await (await page.request.get('/wp-json/wp/v2/webinars?per_page=20')).json()) as { link: string; acf: { registration_open: boolean } }[]
  const webinar = new URL(webinars.find((item) => item.acf.registration_open)!.link).pathname
  for (const path of ['/magazine/subscribe/', '/register', webinar]) {
    await page.goto(path)
    await waitForHydration(page)
    const email = page.locator('main input[type="email"]').first()
    await email.fill('not an address')
    // Sent (Enter), as forms are checked on submit; then typed in again, checked live.
    await email.press('Enter')
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
    await email.pressSequentially(' still')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations), path).toEqual([])
  }
  // A submit the check had not arrived for is answered by the server (400), as without JavaScript.
  forgiveAnswers(consoleErrors, [400])
})
