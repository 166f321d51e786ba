import type { Trade } from '../trade'
import { buildColumns, type MetricColumns, patchColumns } from './columns'
import { computeFromColumns } from './compute-from-columns'
import { Dictionary } from './dictionary'
import type { MetricsOptions } from './options'
import { RowStore } from './row-store'
import { deriveRowFigures, type RowDictionaries } from './trade-row'
import type { Metrics } from './types'
import { createZoneCalendar, type ZoneCalendar } from './zone-calendar'

/** What the last compute did, for tests and the benchmark. */
export interface MetricsCacheStats {
  /** Trades whose figures were derived (new or edited since the last compute). */
  readonly derived: number
  /** Trades whose local calendar fields were computed (new, edited, or a new time zone). */
  readonly localised: number
  /** How the columns were obtained: reused as they were, patched in place, or rebuilt (sorted). */
  readonly columns: 'reused' | 'patched' | 'rebuilt'
  /** The whole result was the previous one (nothing changed). */
  readonly resultReused: boolean
}

/**
 * Metrics kept warm between computes. Each trade's numbers are derived once and kept per trade id
 * while its `updatedAt` stays the same, so a live query that hands back 100,000 fresh objects after
 * one edit derives one trade. When the selection is the same trades in the same order, the columns
 * are reused (and patched in place for an edit that does not move the trade in close order); only
 * the metric pass runs again.
 */
export interface MetricsCache {
  compute(trades: readonly Trade[], options: MetricsOptions): Metrics
  readonly lastStats: MetricsCacheStats
  /** The columns of the last compute, read-only (the benchmark's floor loop reads them). */
  readonly lastColumns: MetricColumns | undefined
  /** Forgets every derived trade (e.g. on sign-out). */
  clear(): void
}

const figuresKeyOf = (options: MetricsOptions) => `${options.breakevenBand ?? '0'}|${JSON.stringify(Object.entries(options.feeRates ?? {}).sort(([a], [b]) => a.localeCompare(b)))}`

const passKeyOf = (options: MetricsOptions, timeZone: string) =>
  JSON.stringify([
    options.view ?? 'net',
    timeZone,
    options.initialCapital ?? null,
    options.openingPnl ?? null,
    (options.accounts ?? []).map((account) => [account.id, account.baseCurrency, account.initialCapital]),
    options.conversion ?? null,
    options.rBucketEdges ?? null,
    options.now,
  ])

function newDictionaries(): RowDictionaries {
  return {
    currency: new Dictionary(),
    symbol: new Dictionary(),
    setup: new Dictionary(),
    exchange: new Dictionary(),
    account: new Dictionary(),
    tag: new Dictionary(),
  }
}

/** A buffer of at least `length` Int32 slots: `buffer` when large enough. */
function ensure(buffer: Int32Array, length: number): Int32Array {
  return buffer.length >= length ? buffer : new Int32Array(Math.max(16, Math.ceil(length * 1.25)))
}

export function createMetricsCache(): MetricsCache {
  let dictionaries = newDictionaries()
  let store = new RowStore()
  let figuresKey: string | undefined
  let calendar: ZoneCalendar | undefined
  let zoneGeneration = 0
  let lastTrades: readonly Trade[] | undefined
  /** Store slot of each input trade of the last compute (-1: deleted). */
  let lastInputSlots: Int32Array = new Int32Array(0)
  /** Store slots of the last selection (readable, not deleted), in input order. */
  let lastSelection: Int32Array = new Int32Array(0)
  let lastExcluded = { deleted: 0, unreadable: 0 }
  const inputBuffers: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)]
  const selectionBuffers: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)]
  let flip: 0 | 1 = 0
  let columns: MetricColumns | undefined
  let lastPassKey: string | undefined
  let lastResult: Metrics | undefined
  let stats: MetricsCacheStats = { derived: 0, localised: 0, columns: 'rebuilt', resultReused: false }

  function reset(): void {
    dictionaries = newDictionaries()
    store = new RowStore()
    lastTrades = undefined
    lastInputSlots = new Int32Array(0)
    lastSelection = new Int32Array(0)
    columns = undefined
    lastResult = undefined
    lastPassKey = undefined
  }

  function compute(trades: readonly Trade[], options: MetricsOptions): Metrics {
    const nextFiguresKey = figuresKeyOf(options)
    if (nextFiguresKey !== figuresKey) {
      reset()
      figuresKey = nextFiguresKey
    }
    const next = calendar && calendar.timeZone === options.timeZone ? calendar : createZoneCalendar(options.timeZone)
    if (!calendar || next.timeZone !== calendar.timeZone || next.requestedZoneValid !== calendar.requestedZoneValid) {
      const zoneChanged = calendar !== undefined && next.timeZone !== calendar.timeZone
      calendar = next
      if (zoneChanged || zoneGeneration === 0) {
        zoneGeneration += 1
        lastTrades = undefined
      }
    }
    const zone = calendar
    const rowOptions = { breakevenBand: options.breakevenBand ?? '0', feeRates: options.feeRates }

    let derived = 0
    let localised = 0
    let columnsHow: MetricsCacheStats['columns'] = 'reused'
    // The same array as last time (a screen changing only its options): nothing to check per trade.
    if (trades !== lastTrades || !columns) {
      let deleted = 0
      let unreadable = 0
      // Two buffers each, alternating: the last compute's slots are read while the new ones are written.
      const target = flip === 0 ? 1 : 0
      const inputBuffer = ensure(inputBuffers[target], trades.length)
      const selectionBuffer = ensure(selectionBuffers[target], trades.length)
      inputBuffers[target] = inputBuffer
      selectionBuffers[target] = selectionBuffer
      const inputSlots = inputBuffer.subarray(0, trades.length)
      const selection = selectionBuffer.subarray(0, trades.length)
      let previousSlot = -1
      let selected = 0
      // Selection positions whose trade was re-derived or re-localised in place.
      const changed: number[] = []
      let sameSlots = columns !== undefined
      for (let i = 0; i < trades.length; i++) {
        const trade = trades[i] as Trade
        // Usually the trade is the very object seen last time (a re-delivered, filtered or reversed
        // list), where it sat or next to the trade before it: then nothing of it needs reading.
        let slot = i < lastInputSlots.length ? (lastInputSlots[i] as number) : -1
        if (slot < 0 || store.objects[slot] !== trade) {
          if (previousSlot >= 0 && store.objects[previousSlot + 1] === trade) slot = previousSlot + 1
          else if (previousSlot > 0 && store.objects[previousSlot - 1] === trade) slot = previousSlot - 1
          else slot = -1
        }
        let touched = false
        if (slot < 0) {
          if (trade.isDeleted) {
            inputSlots[i] = -1
            deleted++
            continue
          }
          // Another object: find the trade's slot by id (next to the previous one first, no hash).
          const id = trade.id
          slot = i < lastInputSlots.length ? (lastInputSlots[i] as number) : -1
          if (slot < 0 || store.ids[slot] !== id) {
            if (previousSlot >= 0 && store.ids[previousSlot + 1] === id) slot = previousSlot + 1
            else if (previousSlot > 0 && store.ids[previousSlot - 1] === id) slot = previousSlot - 1
            else slot = store.claim(id)
          }
          if (store.updatedAt[slot] !== trade.updatedAt) {
            store.write(slot, trade.updatedAt, deriveRowFigures(trade, rowOptions, dictionaries))
            derived++
            touched = true
          }
          store.objects[slot] = trade
        }
        previousSlot = slot
        inputSlots[i] = slot
        if (!store.readable[slot]) {
          unreadable++
          continue
        }
        if (store.localGeneration[slot] !== zoneGeneration) {
          store.localise(slot, zone, zoneGeneration)
          localised++
          touched = true
        }
        const position = selected++
        selection[position] = slot
        if (sameSlots) {
          if (lastSelection[position] !== slot) sameSlots = false
          else if (touched) changed.push(position)
        }
      }
      if (selected !== lastSelection.length) sameSlots = false
      const current = selection.subarray(0, selected)
      if (!columns || !sameSlots || changed.length > selected / 8) {
        columns = buildColumns(store, current, columns)
        columnsHow = 'rebuilt'
      } else if (changed.length > 0) {
        const existing = columns
        if (changed.every((position) => patchColumns(existing, store, position))) columnsHow = 'patched'
        else {
          columns = buildColumns(store, current, existing)
          columnsHow = 'rebuilt'
        }
      }
      lastTrades = trades
      flip = target
      lastInputSlots = inputSlots
      lastSelection = current
      lastExcluded = { deleted, unreadable }
    }

    const passKey = passKeyOf(options, zone.timeZone)
    if (columnsHow === 'reused' && lastResult && passKey === lastPassKey) {
      stats = { derived, localised, columns: columnsHow, resultReused: true }
      return lastResult
    }
    const result = computeFromColumns(columns, store, dictionaries, options, zone, lastExcluded)
    lastPassKey = passKey
    lastResult = result
    stats = { derived, localised, columns: columnsHow, resultReused: false }
    return result
  }

  return {
    compute,
    get lastStats() {
      return stats
    },
    get lastColumns() {
      return columns
    },
    clear() {
      reset()
      figuresKey = undefined
    },
  }
}
