import type { MetricColumns } from './columns'
import type { RowStore } from './row-store'

/** The trades of an equity curve: their ids and close times. Read-only: shared between results. */
export interface EquityTrades {
  readonly ids: readonly string[]
  readonly time: Float64Array
}

// A few currency groups, in one or two views.
const MEMO_ENTRIES = 4
const memo = new WeakMap<RowStore, { slots: Int32Array; trades: EquityTrades }[]>()

/** Whether `entry` lists the same trades (store slots) closed at the same times as `rows` of `columns`. */
function sameTrades(entry: { slots: Int32Array; trades: EquityTrades }, columns: MetricColumns, rows: Int32Array): boolean {
  const { slots } = entry
  const { time } = entry.trades
  if (slots.length !== rows.length) return false
  for (let e = 0; e < rows.length; e++) {
    const row = rows[e] as number
    if (slots[e] !== columns.slots[row] || time[e] !== columns.closeMs[row]) return false
  }
  return true
}

/**
 * Ids and close times of the column positions `rows` (an equity curve's trades): the same arrays as
 * last time when those are the same trades closed at the same times, as after a change of options or
 * a re-delivered or re-ordered selection (building an array of 100,000 ids cost more than the
 * statistics' loop). A store slot always holds the same trade id.
 */
export function equityTradesOf(columns: MetricColumns, store: RowStore, rows: Int32Array): EquityTrades {
  let entries = memo.get(store)
  if (!entries) memo.set(store, (entries = []))
  const hit = entries.find((entry) => sameTrades(entry, columns, rows))
  if (hit) return hit.trades
  const ids: string[] = []
  const slots = new Int32Array(rows.length)
  const time = new Float64Array(rows.length)
  for (let e = 0; e < rows.length; e++) {
    const row = rows[e] as number
    const slot = columns.slots[row] as number
    slots[e] = slot
    ids.push(store.ids[slot] as string)
    time[e] = columns.closeMs[row] as number
  }
  const trades = { ids, time }
  if (entries.length === MEMO_ENTRIES) entries.shift()
  entries.push({ slots, trades })
  return trades
}
