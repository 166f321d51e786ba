import { useSyncExternalStore } from 'react'

/**
 * The sample load or removal under way, if any. Module state rather than component state, so the
 * progress survives navigating between the dashboard, the journal and settings while the writes go
 * on, and a second click anywhere cannot start a second operation.
 */
export type SampleOperation = { readonly kind: 'idle' } | { readonly kind: 'loading'; readonly written: number; readonly total: number } | { readonly kind: 'removing' }

const IDLE: SampleOperation = { kind: 'idle' }
let current: SampleOperation = IDLE
const listeners = new Set<() => void>()

export function getSampleOperation(): SampleOperation {
  return current
}

export function setSampleOperation(next: SampleOperation): void {
  current = next
  for (const listener of listeners) listener()
}

export function resetSampleOperation(): void {
  setSampleOperation(IDLE)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSampleOperation(): SampleOperation {
  return useSyncExternalStore(subscribe, getSampleOperation, getSampleOperation)
}
