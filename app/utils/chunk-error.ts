import { useSyncExternalStore } from 'react'
import type { ChunkLoadError } from './chunk-loading.ts'

/**
 * The chunk failure of the last navigation, if any. The root route renders the reload offer in
 * place of the page while it is set; the next navigation clears it.
 */
let current: ChunkLoadError | null = null
const listeners = new Set<() => void>()

export function setChunkError(error: ChunkLoadError | null) {
  current = error
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useChunkError(): ChunkLoadError | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
