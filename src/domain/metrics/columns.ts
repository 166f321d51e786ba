import { selectionCloseOrder } from './close-order'
import type { RowStore } from './row-store'
import { ROW_LIMBS } from './trade-row'

/**
 * A selection of trades as dense columns (struct of arrays), closed trades first in close order,
 * then open ones: the metric pass reads them front to back, each number from a typed array.
 */
export interface MetricColumns {
  readonly length: number
  /** Rows [0, closedCount) are closed, sorted by close time then input order; the rest are open. */
  readonly closedCount: number
  /** Store slot of each column position. */
  readonly slots: Int32Array
  /** Column position of the i-th trade of the selection (input order). */
  readonly positionOf: Int32Array
  readonly closeMs: Float64Array
  readonly openMs: Float64Array
  readonly net: Float64Array
  readonly gross: Float64Array
  readonly fee: Float64Array
  readonly funding: Float64Array
  readonly notional: Float64Array
  readonly margin: Float64Array
  readonly roiNet: Float64Array
  readonly roiGross: Float64Array
  readonly rNet: Float64Array
  readonly rGross: Float64Array
  readonly leverage: Float64Array
  readonly holdMs: Float64Array
  /** ROW_LIMBS per row (see trade-row.ts). */
  readonly limbs: Float64Array
  readonly outcomeNet: Int8Array
  readonly outcomeGross: Int8Array
  readonly feeState: Uint8Array
  readonly direction: Uint8Array
  readonly hour: Uint8Array
  readonly weekday: Uint8Array
  /** Side x weekday x hour combination of the row, (direction x 7 + weekday) x 24 + hour (see CELLS). */
  readonly cell: Uint16Array
  readonly closeDay: Int32Array
  readonly currency: Uint32Array
  readonly symbol: Uint32Array
  readonly setup: Uint32Array
  readonly exchange: Uint32Array
  readonly account: Uint32Array
  /** Tags of row k are tags[tagStart[k] .. tagStart[k+1]). */
  readonly tagStart: Uint32Array
  readonly tags: Uint32Array
  /** The store's version these rows were read in (see RowStore.version). */
  readonly storeVersion: number
  /** Every row's amounts fit exact limbs (else totals fall back to BigInt). */
  limbsExact: boolean
  /** Rows and tags the buffers behind these views hold (they are reused by the next build). */
  readonly capacity: number
  readonly tagCapacity: number
}

// One gather loop per element type, each monomorphic, so the engine compiles a tight copy loop.
function gatherF64(dst: Float64Array, src: Float64Array, slots: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) dst[k] = src[slots[k] as number] as number
}
function gatherU32(dst: Uint32Array, src: Uint32Array, slots: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) dst[k] = src[slots[k] as number] as number
}
function gatherU8(dst: Uint8Array, src: Uint8Array, slots: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) dst[k] = src[slots[k] as number] as number
}
function gatherI8(dst: Int8Array, src: Int8Array, slots: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) dst[k] = src[slots[k] as number] as number
}
function gatherI32(dst: Int32Array, src: Int32Array, slots: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) dst[k] = src[slots[k] as number] as number
}
function gatherLimbs(dst: Float64Array, src: Float64Array, slots: Int32Array, length: number): void {
  for (let k = 0; k < length; k++) {
    const from = (slots[k] as number) * ROW_LIMBS
    const to = k * ROW_LIMBS
    for (let l = 0; l < ROW_LIMBS; l++) dst[to + l] = src[from + l] as number
  }
}

/** Fills every column from the store, for the rows whose slots are `c.slots` (tags apart). */
function gatherAll(c: MetricColumns, store: RowStore, slots: Int32Array, length: number): void {
  gatherF64(c.closeMs, store.closeMs, slots, length)
  gatherF64(c.openMs, store.openMs, slots, length)
  gatherF64(c.net, store.net, slots, length)
  gatherF64(c.gross, store.gross, slots, length)
  gatherF64(c.fee, store.fee, slots, length)
  gatherF64(c.funding, store.funding, slots, length)
  gatherF64(c.notional, store.notional, slots, length)
  gatherF64(c.margin, store.margin, slots, length)
  gatherF64(c.roiNet, store.roiNet, slots, length)
  gatherF64(c.roiGross, store.roiGross, slots, length)
  gatherF64(c.rNet, store.rNet, slots, length)
  gatherF64(c.rGross, store.rGross, slots, length)
  gatherF64(c.leverage, store.leverage, slots, length)
  gatherF64(c.holdMs, store.holdMs, slots, length)
  gatherLimbs(c.limbs, store.limbs, slots, length)
  gatherI8(c.outcomeNet, store.outcomeNet, slots, length)
  gatherI8(c.outcomeGross, store.outcomeGross, slots, length)
  gatherU8(c.feeState, store.feeState, slots, length)
  gatherU8(c.direction, store.direction, slots, length)
  gatherU8(c.hour, store.hour, slots, length)
  gatherU8(c.weekday, store.weekday, slots, length)
  gatherI32(c.closeDay, store.closeDay, slots, length)
  gatherU32(c.currency, store.currency, slots, length)
  gatherU32(c.symbol, store.symbol, slots, length)
  gatherU32(c.setup, store.setup, slots, length)
  gatherU32(c.exchange, store.exchange, slots, length)
  gatherU32(c.account, store.account, slots, length)
  const { cell, direction, weekday, hour } = c
  for (let k = 0; k < length; k++) cell[k] = ((direction[k] as number) * 7 + (weekday[k] as number)) * 24 + (hour[k] as number)
  let exact = true
  for (let k = 0; k < length && exact; k++) exact = store.limbsExact[slots[k] as number] === 1
  c.limbsExact = exact
}

/** Column buffers of at least `length` rows: the previous ones when large enough, so a rebuild
 * allocates nothing big (fresh 25 MB per rebuild at 100,000 trades kept the collector busy). */
function columnsOf(length: number, tagCount: number, reuse: MetricColumns | undefined, closedCount: number): MetricColumns {
  const fits = reuse !== undefined && reuse.capacity >= length && reuse.tagCapacity >= tagCount
  const capacity = fits ? reuse.capacity : Math.max(length, Math.ceil(length * 1.25))
  const tagCapacity = fits ? reuse.tagCapacity : Math.max(tagCount, Math.ceil(tagCount * 1.25))
  const f = (old: Float64Array | undefined, width = 1) => (fits && old ? old : new Float64Array(capacity * width)).subarray(0, length * width)
  const u32 = (old: Uint32Array | undefined) => (fits && old ? old : new Uint32Array(capacity)).subarray(0, length)
  const u8 = (old: Uint8Array | undefined) => (fits && old ? old : new Uint8Array(capacity)).subarray(0, length)
  const u16 = (old: Uint16Array | undefined) => (fits && old ? old : new Uint16Array(capacity)).subarray(0, length)
  const i8 = (old: Int8Array | undefined) => (fits && old ? old : new Int8Array(capacity)).subarray(0, length)
  const i32 = (old: Int32Array | undefined) => (fits && old ? old : new Int32Array(capacity)).subarray(0, length)
  const base = <T extends { buffer: ArrayBufferLike; BYTES_PER_ELEMENT: number }>(view: T | undefined) =>
    view ? (new (view.constructor as new (buffer: ArrayBufferLike) => T)(view.buffer) as unknown as T) : undefined
  const r = fits ? reuse : undefined
  return {
    length,
    closedCount,
    capacity,
    tagCapacity,
    slots: i32(base(r?.slots)),
    positionOf: i32(base(r?.positionOf)),
    closeMs: f(base(r?.closeMs)),
    openMs: f(base(r?.openMs)),
    net: f(base(r?.net)),
    gross: f(base(r?.gross)),
    fee: f(base(r?.fee)),
    funding: f(base(r?.funding)),
    notional: f(base(r?.notional)),
    margin: f(base(r?.margin)),
    roiNet: f(base(r?.roiNet)),
    roiGross: f(base(r?.roiGross)),
    rNet: f(base(r?.rNet)),
    rGross: f(base(r?.rGross)),
    leverage: f(base(r?.leverage)),
    holdMs: f(base(r?.holdMs)),
    limbs: f(base(r?.limbs), ROW_LIMBS),
    outcomeNet: i8(base(r?.outcomeNet)),
    outcomeGross: i8(base(r?.outcomeGross)),
    feeState: u8(base(r?.feeState)),
    direction: u8(base(r?.direction)),
    hour: u8(base(r?.hour)),
    weekday: u8(base(r?.weekday)),
    cell: u16(base(r?.cell)),
    closeDay: i32(base(r?.closeDay)),
    currency: u32(base(r?.currency)),
    symbol: u32(base(r?.symbol)),
    setup: u32(base(r?.setup)),
    exchange: u32(base(r?.exchange)),
    account: u32(base(r?.account)),
    tagStart: (fits && r ? new Uint32Array(r.tagStart.buffer) : new Uint32Array(capacity + 1)).subarray(0, length + 1),
    tags: (fits && r ? new Uint32Array(r.tags.buffer) : new Uint32Array(tagCapacity)).subarray(0, tagCount),
    limbsExact: true,
    storeVersion: -1,
  }
}

/**
 * Columns for a selection (store slots in input order, readable ones only). `reuse`: the previous
 * columns, whose buffers are overwritten when large enough (they must not be read afterwards).
 */
export function buildColumns(store: RowStore, selection: Int32Array, reuse?: MetricColumns): MetricColumns {
  const length = selection.length
  let closedCount = 0
  let tagCount = 0
  for (let i = 0; i < length; i++) {
    const slot = selection[i] as number
    closedCount += store.closed[slot] as number
    tagCount += store.tagCount[slot] as number
  }
  const closedIndices = new Uint32Array(closedCount)
  const openIndices = new Uint32Array(length - closedCount)
  const closeMs = new Float64Array(length)
  for (let i = 0, ci = 0, oi = 0; i < length; i++) {
    const slot = selection[i] as number
    closeMs[i] = store.closeMs[slot] as number
    if (store.closed[slot]) closedIndices[ci++] = i
    else openIndices[oi++] = i
  }
  const order = selectionCloseOrder(store, selection, closeMs, closedIndices)
  const columns = { ...columnsOf(length, tagCount, reuse, closedCount), storeVersion: store.version }
  const { slots, positionOf, tagStart, tags } = columns
  // The same trades in the same column order as `reuse`, none changed since: its rows are still in
  // the buffers (the same trades handed over in another order); only positionOf changes.
  let unchanged =
    reuse !== undefined &&
    slots.buffer === reuse.slots.buffer &&
    reuse.length === length &&
    reuse.closedCount === closedCount &&
    reuse.tags.length === tagCount &&
    reuse.storeVersion === store.version
  for (let k = 0; k < closedCount; k++) {
    const i = order[k] as number
    const slot = selection[i] as number
    if (slots[k] !== slot) {
      unchanged = false
      slots[k] = slot
    }
    positionOf[i] = k
  }
  for (let j = 0; j < openIndices.length; j++) {
    const i = openIndices[j] as number
    const slot = selection[i] as number
    if (slots[closedCount + j] !== slot) {
      unchanged = false
      slots[closedCount + j] = slot
    }
    positionOf[i] = closedCount + j
  }
  if (unchanged && reuse) {
    columns.limbsExact = reuse.limbsExact
    return columns
  }
  gatherAll(columns, store, slots, length)
  let tagAt = 0
  for (let k = 0; k < length; k++) {
    const slot = slots[k] as number
    tagStart[k] = tagAt
    const count = store.tagCount[slot] as number
    for (let t = 0; t < count; t++) tags[tagAt++] = store.tagAt(slot, t)
  }
  tagStart[length] = tagAt
  return columns
}

/** Copies one store slot into column position k (an edited trade; tags apart). */
function gatherRow(c: MetricColumns, k: number, store: RowStore, slot: number): void {
  const one = Int32Array.of(slot)
  const view = <T extends Float64Array | Uint32Array | Uint16Array | Uint8Array | Int8Array | Int32Array>(array: T, width = 1): T => array.subarray(k * width, (k + 1) * width) as T
  gatherAll(
    {
      ...c,
      closeMs: view(c.closeMs),
      openMs: view(c.openMs),
      net: view(c.net),
      gross: view(c.gross),
      fee: view(c.fee),
      funding: view(c.funding),
      notional: view(c.notional),
      margin: view(c.margin),
      roiNet: view(c.roiNet),
      roiGross: view(c.roiGross),
      rNet: view(c.rNet),
      rGross: view(c.rGross),
      leverage: view(c.leverage),
      holdMs: view(c.holdMs),
      limbs: view(c.limbs, ROW_LIMBS),
      outcomeNet: view(c.outcomeNet),
      outcomeGross: view(c.outcomeGross),
      feeState: view(c.feeState),
      direction: view(c.direction),
      hour: view(c.hour),
      weekday: view(c.weekday),
      cell: view(c.cell),
      closeDay: view(c.closeDay),
      currency: view(c.currency),
      symbol: view(c.symbol),
      setup: view(c.setup),
      exchange: view(c.exchange),
      account: view(c.account),
    },
    store,
    one,
    1,
  )
  if (!store.limbsExact[slot]) c.limbsExact = false
}

/**
 * Re-reads one trade of the selection after an edit, in place, when that keeps the columns valid:
 * same open/closed state and close time (so the order holds) and as many tags. Returns false when
 * the columns must be rebuilt instead.
 */
export function patchColumns(columns: MetricColumns, store: RowStore, inputIndex: number): boolean {
  const k = columns.positionOf[inputIndex] as number
  const slot = columns.slots[k] as number
  const closed = k < columns.closedCount
  if (!store.readable[slot] || closed !== Boolean(store.closed[slot])) return false
  if (closed && !Object.is(columns.closeMs[k], store.closeMs[slot])) return false
  const start = columns.tagStart[k] as number
  const count = store.tagCount[slot] as number
  if ((columns.tagStart[k + 1] as number) - start !== count) return false
  gatherRow(columns, k, store, slot)
  for (let t = 0; t < count; t++) columns.tags[start + t] = store.tagAt(slot, t)
  return true
}
