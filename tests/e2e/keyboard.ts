import type { Locator, Page } from '@playwright/test'

/** Tabs (back with Shift+Tab when the focus is past it) until `target` has the focus, as a keyboard user does. */
export async function tabTo(page: Page, target: Locator, most = 80) {
  const past = await target.evaluate(
    (element) =>
      !!document.activeElement &&
      document.activeElement !== document.body &&
      !!(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      !element.contains(document.activeElement),
  )
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return
    await page.keyboard.press(past ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}
