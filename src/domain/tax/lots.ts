import type { LocalDate } from '../common'
import { add, compare, divide, isZero, min, multiply, subtract, ZERO, type Decimal } from '../decimal'
import type { PnlMethod } from '../import-batch'

/** Exact shares of a lot: 18 fraction digits, as the database stores amounts. */
const SCALE = 18

/** Units bought at one time and price, and what is left of them. */
interface Lot {
  readonly day: LocalDate
  readonly ms: number
  quantity: Decimal
  /** Average cost: every unit left is re-priced at the pool's mean after a sale. */
  price: Decimal
  /** The purchase fee not yet consumed by a disposal. */
  fee: Decimal
}

/** A portion of a disposal matched to acquisitions of one holding term. */
export interface MatchedPortion {
  readonly quantity: Decimal
  readonly cost: Decimal
  /** Purchase fees of the matched units. */
  readonly fee: Decimal
  /** Earliest acquisition day among the matched units. */
  readonly acquiredDay: LocalDate
  readonly long: boolean
}

export interface DisposalMatch {
  readonly portions: readonly MatchedPortion[]
  /** Units sold that no acquisition covered (a journal missing its buys): cost basis 0. */
  readonly unmatched: Decimal
}

/**
 * The holdings of one asset bought with one currency, matched to sales by the journal's method:
 * FIFO (oldest units first), LIFO (newest first) or average cost (every unit at the pool's mean
 * price; holding periods then follow FIFO, since an average has no date).
 */
export class LotPool {
  private readonly lots: Lot[] = []

  constructor(
    private readonly method: PnlMethod,
    private readonly isLong: (acquired: LocalDate, disposed: LocalDate) => boolean,
  ) {}

  acquire(day: LocalDate, ms: number, quantity: Decimal, price: Decimal, fee: Decimal): void {
    if (compare(quantity, ZERO) <= 0) return
    this.lots.push({ day, ms, quantity, price, fee })
  }

  /** Takes `quantity` units out of the pool for a sale on `day`. */
  dispose(day: LocalDate, quantity: Decimal): DisposalMatch {
    const held = this.lots.reduce((sum, lot) => add(sum, lot.quantity), ZERO)
    const averagePrice =
      this.method === 'average' && !isZero(held)
        ? divide(
            this.lots.reduce((sum, lot) => add(sum, multiply(lot.quantity, lot.price)), ZERO),
            held,
            { scale: SCALE },
          )
        : undefined
    const order = this.method === 'lifo' ? [...this.lots].reverse() : [...this.lots]
    const byTerm = new Map<boolean, { quantity: Decimal; cost: Decimal; fee: Decimal; acquiredDay: LocalDate }>()
    let remaining = quantity
    for (const lot of order) {
      if (isZero(remaining)) break
      const take = min(lot.quantity, remaining)
      if (isZero(take)) continue
      const fee = divide(multiply(lot.fee, take), lot.quantity, { scale: SCALE })
      const cost = multiply(take, averagePrice ?? lot.price)
      lot.fee = subtract(lot.fee, fee)
      lot.quantity = subtract(lot.quantity, take)
      remaining = subtract(remaining, take)
      const long = this.isLong(lot.day, day)
      const entry = byTerm.get(long)
      if (entry) {
        entry.quantity = add(entry.quantity, take)
        entry.cost = add(entry.cost, cost)
        entry.fee = add(entry.fee, fee)
        if (lot.day < entry.acquiredDay) entry.acquiredDay = lot.day
      } else byTerm.set(long, { quantity: take, cost, fee, acquiredDay: lot.day })
    }
    for (let i = this.lots.length - 1; i >= 0; i--) if (isZero(this.lots[i]!.quantity)) this.lots.splice(i, 1)
    // Average cost: a sale leaves the pool's mean unchanged, so the units left carry it from now on.
    if (averagePrice) for (const lot of this.lots) lot.price = averagePrice
    const portions = [...byTerm.entries()].map(([long, entry]) => ({ ...entry, long })).sort((a, b) => Number(a.long) - Number(b.long))
    return { portions, unmatched: remaining }
  }
}
