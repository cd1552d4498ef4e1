import type { AdSlotHandle } from './gpt.ts'

/** Slots are requested when they come this close to the viewport. */
const NEAR_VIEWPORT = '200px 0px'

/**
 * Puts the GPT slot of `unit` in `element` (whose child `elementId` GPT writes into) and requests
 * it only when it comes near the viewport. `onRender` hears whether it came back empty. Returns a
 * function that removes the slot. Shared by the React banner and the reading pages' islands.
 */
export function watchAdSlot(element: HTMLElement, ads: { networkId: string; scriptUrl: string }, unit: string, elementId: string, onRender: (isEmpty: boolean) => void): () => void {
  let slot: AdSlotHandle | null = null
  let near = false
  let gone = false
  // GPT's adapter is fetched only where advertising was granted (docs/decisions/034).
  void import('./gpt.ts').then(
    ({ defineGptSlot }) => {
      if (gone) return
      slot = defineGptSlot(ads, unit, elementId, onRender)
      if (near) slot.request()
    },
    () => {},
  )
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      near = true
      slot?.request()
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  observer.observe(element)
  return () => {
    gone = true
    observer.disconnect()
    slot?.destroy()
  }
}
