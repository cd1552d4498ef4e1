import { getAllAdSizes, getSizeMapping, type AdSize } from '#lib/ads/size-mapping.ts'
import { loadScript } from '../utils/load-script.ts'

/** The part of Google Publisher Tag this site uses. */
interface GptSlot {
  getSlotElementId(): string
  defineSizeMapping(mapping: unknown): GptSlot
  addService(service: unknown): GptSlot
}
interface GptPubAds {
  disableInitialLoad(): void
  collapseEmptyDivs(): void
  refresh(slots: GptSlot[]): void
  addEventListener(event: 'slotRenderEnded', listener: (event: { slot: GptSlot; isEmpty: boolean }) => void): void
}
interface GoogleTag {
  cmd: Array<() => void> | { push(command: () => void): void }
  pubads(): GptPubAds
  enableServices(): void
  defineSlot(adUnitPath: string, sizes: AdSize[], elementId: string): GptSlot | null
  sizeMapping(): { addSize(viewport: AdSize, sizes: AdSize[]): unknown; build(): unknown }
  display(elementId: string): void
  destroySlots(slots: GptSlot[]): boolean
}
declare global {
  interface Window {
    googletag?: GoogleTag
  }
}

export interface AdSlotHandle {
  /** Fetches the creative (called when the slot comes near the viewport). */
  request(): void
  destroy(): void
}

type RenderListener = (isEmpty: boolean) => void
const listeners = new Map<string, RenderListener>()
let started = false

function push(command: () => void) {
  window.googletag = window.googletag ?? ({ cmd: [] } as unknown as GoogleTag)
  window.googletag.cmd.push(command)
}

/**
 * Loads GPT once, with nothing fetched on display (disableInitialLoad: slots are requested one by
 * one when near the viewport, so enableSingleRequest stays off) and empty slots collapsed.
 */
function start(scriptUrl: string) {
  if (started) return
  started = true
  push(() => {
    const googletag = window.googletag!
    const pubads = googletag.pubads()
    pubads.disableInitialLoad()
    pubads.collapseEmptyDivs()
    pubads.addEventListener('slotRenderEnded', (event) => listeners.get(event.slot.getSlotElementId())?.(event.isEmpty))
    googletag.enableServices()
  })
  void loadScript(scriptUrl).catch(() => {})
}

/** Defines the slot of `unit` in the element `elementId`; `onRender` hears whether it came back empty. */
export function defineGptSlot(config: { networkId: string; scriptUrl: string }, unit: string, elementId: string, onRender: RenderListener): AdSlotHandle {
  start(config.scriptUrl)
  let slot: GptSlot | null = null
  listeners.set(elementId, onRender)
  push(() => {
    const googletag = window.googletag!
    slot = googletag.defineSlot(`/${config.networkId}/${unit}`, getAllAdSizes(unit), elementId)
    if (!slot) return
    const mapping = googletag.sizeMapping()
    for (const [viewport, sizes] of getSizeMapping(unit)) mapping.addSize(viewport, sizes)
    slot.defineSizeMapping(mapping.build()).addService(googletag.pubads())
    googletag.display(elementId)
  })
  return {
    request: () => push(() => slot && window.googletag!.pubads().refresh([slot])),
    destroy: () => {
      listeners.delete(elementId)
      push(() => slot && window.googletag!.destroySlots([slot]))
    },
  }
}
