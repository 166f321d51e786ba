import type { RowStore } from './row-store'

const SORT_INDEX_BITS = 2 ** 20
const MAX_PACKED_SECONDS = 2 ** 32

/**
 * The close order without sorting when the rows come already in it, or in reverse (a list shown
 * newest first), ties in index order. Returns false when neither holds or `indices` is not ascending.
 */
function monotonicOrder(closeMs: ArrayLike<number>, indices: ArrayLike<number>, order: Uint32Array): boolean {
  const count = indices.length
  let ascending = true
  let descending = true
  for (let j = 1; j < count && (ascending || descending); j++) {
    if ((indices[j] as number) <= (indices[j - 1] as number)) return false
    const before = closeMs[indices[j - 1] as number] as number
    const after = closeMs[indices[j] as number] as number
    if (after < before) ascending = false
    else if (after > before) descending = false
    // NaN compares false both ways: sort instead.
    else if (after !== before) ascending = descending = false
  }
  if (ascending) {
    for (let j = 0; j < count; j++) order[j] = indices[j] as number
    return true
  }
  if (!descending) return false
  for (let j = 0; j < count; j++) order[j] = indices[count - 1 - j] as number
  // Equal times keep their input order: reverse each run of them back.
  for (let start = 0; start < count;) {
    let end = start + 1
    while (end < count && closeMs[order[end] as number] === closeMs[order[start] as number]) end++
    order.subarray(start, end).reverse()
    start = end
  }
  return true
}

/**
 * Indices (into `closeMs`) of the closed rows in close order, ties in index order. Packs seconds and
 * index into one double so the engine's numeric sort needs no comparator call per pair; runs inside
 * one second are then ordered by milliseconds. Falls back to a comparator sort past a million rows
 * or for times outside 1970 to 2106.
 */
export function closeOrder(closeMs: ArrayLike<number>, indices: ArrayLike<number>): Uint32Array {
  const count = indices.length
  const order = new Uint32Array(count)
  if (monotonicOrder(closeMs, indices, order)) return order
  let packable = count < SORT_INDEX_BITS
  for (let j = 0; packable && j < count; j++) {
    const ms = closeMs[indices[j] as number] as number
    packable = ms >= 0 && ms / 1000 < MAX_PACKED_SECONDS && (indices[j] as number) < SORT_INDEX_BITS
  }
  if (!packable) {
    const sorted = Array.from(indices).sort((a, b) => (closeMs[a] as number) - (closeMs[b] as number) || a - b)
    order.set(sorted)
    return order
  }
  const keys = new Float64Array(count)
  for (let j = 0; j < count; j++) {
    const i = indices[j] as number
    keys[j] = Math.floor((closeMs[i] as number) / 1000) * SORT_INDEX_BITS + i
  }
  keys.sort()
  for (let j = 0; j < count; j++) order[j] = (keys[j] as number) % SORT_INDEX_BITS
  // Within one second: insertion sort by milliseconds (indices already ascending within the run).
  for (let j = 1; j < count; j++) {
    const current = order[j] as number
    const ms = closeMs[current] as number
    const second = Math.floor(ms / 1000)
    let k = j - 1
    while (k >= 0) {
      const previous = closeMs[order[k] as number] as number
      if (Math.floor(previous / 1000) !== second || previous <= ms) break
      order[k + 1] = order[k] as number
      k--
    }
    order[k + 1] = current
  }
  return order
}

/** Store slots of every readable closed trade in close order (ties by slot), per store version. */
const storeOrders = new WeakMap<RowStore, { version: number; slots: Uint32Array }>()

function storeCloseOrder(store: RowStore): Uint32Array {
  const memo = storeOrders.get(store)
  if (memo && memo.version === store.version) return memo.slots
  const closedSlots: number[] = []
  for (let slot = 0; slot < store.count; slot++) if (store.readable[slot] && store.closed[slot]) closedSlots.push(slot)
  const slots = closeOrder(store.closeMs, closedSlots)
  storeOrders.set(store, { version: store.version, slots })
  return slots
}

/**
 * Input positions (`closedIndices`, ascending) of a selection's closed trades in close order, ties in
 * input order: read off the store's own close order (sorted once per store version) instead of
 * sorting each selection, so a selection of the same trades in another order, or a filter, costs one
 * scan. A small selection of a large store, or one listing a trade twice, is sorted instead.
 */
export function selectionCloseOrder(store: RowStore, selection: Int32Array, closeMs: Float64Array, closedIndices: Uint32Array): Uint32Array {
  const count = closedIndices.length
  if (count * 8 < store.count) return closeOrder(closeMs, closedIndices)
  const inputOf = new Int32Array(store.count).fill(-1)
  for (let j = 0; j < count; j++) {
    const i = closedIndices[j] as number
    const slot = selection[i] as number
    if ((inputOf[slot] as number) >= 0) return closeOrder(closeMs, closedIndices)
    inputOf[slot] = i
  }
  const bySlot = storeCloseOrder(store)
  const order = new Uint32Array(count)
  let n = 0
  for (let r = 0; r < bySlot.length; r++) {
    const i = inputOf[bySlot[r] as number] as number
    if (i >= 0) order[n++] = i
  }
  // Equal close times: input order (insertion sort; such runs are short).
  for (let j = 1; j < n; j++) {
    const current = order[j] as number
    const ms = closeMs[current] as number
    let k = j - 1
    while (k >= 0 && closeMs[order[k] as number] === ms && (order[k] as number) > current) {
      order[k + 1] = order[k] as number
      k--
    }
    order[k + 1] = current
  }
  return order
}
