import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** "N seats left", as the event page words a pass's state. */
export const seatsLeft = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'} left`

/**
 * From /events to the form of the seeded conference's VIP pass, as a reader goes there. Answers
 * the seats it had before, and where its state shows (to see one seat fewer once bought).
 */
export async function chooseConferenceVip(reader: Page): Promise<{ seatsBefore: number; state: Locator }> {
  await reader.goto('/events')
  await reader.getByRole('link', { name: 'Passes and registration for Revenue Leaders Conference' }).click()
  const vip = reader.locator('.pass-list__item').filter({ hasText: 'VIP' })
  const state = vip.locator('.pass-list__state')
  const seatsBefore = Number(/(\d+) seats? left/.exec((await state.textContent()) ?? '')?.[1])
  expect(seatsBefore).toBeGreaterThan(0)
  await vip.getByRole('link', { name: 'Choose the VIP pass' }).click()
  await expect(reader.getByRole('heading', { name: 'Buy a VIP pass: $1,495' })).toBeVisible()
  return { seatsBefore, state }
}
