import type { ImportedRecord, RowRecord } from '../records'
import { sha256Hex } from './sha256'

/**
 * De-duplication keys (docs/exchange-formats.md). A row with an exchange id keys on it: `<exchange>:<scope>:<id>`.
 * A row without one keys on a hash of what identifies the fill — exchange, market, symbol, time as the
 * exchange wrote it, side, price, quantity, fee — plus its ordinal among identical rows of the same
 * file: `<exchange>:h:<hash>:<n>`. So two identical fills in one file are both kept (n = 1, 2),
 * importing the same file again gives the same keys, and an overlapping file adds only what is new.
 * Values are canonical decimals and ISO instants, so `0.0100` and `0.01` key alike and the same fill
 * exported by two layouts of one exchange (Binance's old and new spot exports) keys alike.
 */

/** Stored keys are at most 128 characters (src/db fills and ledger entries). */
export const MAX_KEY_LENGTH = 128
const HASH_LENGTH = 40

const SEPARATOR = '\u001f'

function hashFields(record: RowRecord): { readonly time: number; readonly fields: readonly (string | undefined)[] } {
  switch (record.kind) {
    case 'fill': {
      const f = record.value
      return { time: Date.parse(f.executedAt), fields: ['fill', f.marketType, f.symbol.toUpperCase(), f.executedAt, f.side, f.price, f.quantity, f.fee] }
    }
    case 'ledger': {
      const l = record.value
      return { time: Date.parse(l.occurredAt), fields: ['ledger', l.kind, l.asset, l.amount, l.symbol?.toUpperCase(), l.occurredAt] }
    }
    case 'position': {
      const p = record.value
      return {
        time: Date.parse(p.closedAt),
        fields: ['position', p.symbol.toUpperCase(), p.side, p.quantity, p.entryPrice, p.exitPrice, p.closedAt, p.netPnl ?? p.realizedPnl],
      }
    }
  }
}

/**
 * Counts identical rows per time. Exports are in time order (either way), so once the time moves on
 * the older counts are dropped and memory stays flat on a 200 MB file. A file that turns out not to
 * be sorted after something was dropped is flagged (`orderingLost`): identical rows far apart in it
 * could share an ordinal.
 */
class OrdinalCounter {
  private readonly buckets = new Map<number, Map<string, number>>()
  private last: number | undefined
  private direction = 0
  private sorted = true
  private dropped = false
  orderingLost = false

  next(time: number, key: string): number {
    this.track(time)
    let bucket = this.buckets.get(time)
    if (!bucket) {
      bucket = new Map()
      this.buckets.set(time, bucket)
    }
    const ordinal = (bucket.get(key) ?? 0) + 1
    bucket.set(key, ordinal)
    return ordinal
  }

  private track(time: number): void {
    const last = this.last
    this.last = time
    if (last === undefined || last === time || Number.isNaN(time)) return
    const step = time > last ? 1 : -1
    if (this.direction === 0) this.direction = step
    if (step !== this.direction && this.sorted) {
      this.sorted = false
      if (this.dropped) this.orderingLost = true
    }
    if (this.sorted) {
      this.buckets.delete(last)
      this.dropped = true
    }
  }
}

export interface AssignedKey {
  readonly key: string
  /** The same exchange id appeared earlier in this file. */
  readonly duplicate: boolean
}

export class DedupeKeyAssigner {
  private readonly counter = new OrdinalCounter()

  get orderingLost(): boolean {
    return this.counter.orderingLost
  }

  assign(record: RowRecord): AssignedKey {
    const { exchange } = record.value
    const { time, fields } = hashFields(record)
    if (record.idKey !== undefined) {
      let key = `${exchange}:${record.idKey}`
      if (key.length > MAX_KEY_LENGTH) key = `${exchange}:#${sha256Hex(record.idKey).slice(0, HASH_LENGTH)}`
      return { key, duplicate: this.counter.next(time, `id${SEPARATOR}${key}`) > 1 }
    }
    const hash = sha256Hex([exchange, ...fields.map((field) => field ?? '')].join(SEPARATOR)).slice(0, HASH_LENGTH)
    const ordinal = this.counter.next(time, hash)
    return { key: `${exchange}:h:${hash}:${ordinal}`, duplicate: false }
  }
}

/** Attaches the key to a parsed record. */
export function withKey(record: RowRecord, key: string): ImportedRecord {
  switch (record.kind) {
    case 'fill':
      return { kind: 'fill', value: { ...record.value, dedupeKey: key } }
    case 'ledger':
      return { kind: 'ledger', value: { ...record.value, dedupeKey: key } }
    case 'position':
      return { kind: 'position', value: { ...record.value, dedupeKey: key } }
  }
}
