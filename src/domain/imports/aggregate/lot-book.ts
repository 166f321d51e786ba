import { add, compare, type Decimal, divide, isZero, min, multiply, subtract, ZERO } from '../../decimal'
import type { PnlMethod } from '../../import-batch'
import type { MarketType } from '../../trade'
import { type Direction, grossPnlOf, WORKING_SCALE } from '../../trades/trade-math'

/**
 * The open lots of one position and the realised P&L of each reduction, by FIFO (oldest lot first),
 * LIFO (newest first) or average cost (one lot at the running average). Over a whole round trip from
 * flat to flat the three give the same total — every unit bought is sold once — so the method shows in
 * the legs and in what a still-open, partly closed position has realised so far.
 * Inverse averages are contract-weighted harmonic means, as coin-margined P&L needs.
 */

interface Lot {
  quantity: Decimal
  price: Decimal
}

export class LotBook {
  private lots: Lot[] = []
  /** Kept alongside the lots: a DCA position can hold thousands of them. */
  private total: Decimal = ZERO

  constructor(
    private readonly method: PnlMethod,
    private readonly marketType: MarketType,
    private readonly contractSize: Decimal | undefined,
  ) {}

  get size(): Decimal {
    return this.total
  }

  get isEmpty(): boolean {
    return this.lots.length === 0
  }

  add(quantity: Decimal, price: Decimal): void {
    if (isZero(quantity)) return
    this.total = add(this.total, quantity)
    if (this.method !== 'average' || this.lots.length === 0) {
      this.lots.push({ quantity, price })
      return
    }
    const [current] = this.lots as [Lot]
    const total = add(current.quantity, quantity)
    const average =
      this.marketType === 'inverse'
        ? // Harmonic: contracts / (contracts / price summed).
          divide(total, add(divide(current.quantity, current.price, { scale: WORKING_SCALE }), divide(quantity, price, { scale: WORKING_SCALE })), { scale: WORKING_SCALE })
        : divide(add(multiply(current.quantity, current.price), multiply(quantity, price)), total, { scale: WORKING_SCALE })
    this.lots = [{ quantity: total, price: average }]
  }

  /** Closes `quantity` (at most the book's size) at `price`; returns the realised P&L. */
  reduce(quantity: Decimal, price: Decimal, direction: Direction): Decimal {
    let remaining = quantity
    let realised = ZERO
    while (!isZero(remaining) && this.lots.length > 0) {
      const index = this.method === 'lifo' ? this.lots.length - 1 : 0
      const lot = this.lots[index] as Lot
      const taken = min(lot.quantity, remaining)
      realised = add(realised, grossPnlOf({ marketType: this.marketType, entryPrice: lot.price, quantity: taken, contractSize: this.contractSize }, price, direction))
      remaining = subtract(remaining, taken)
      this.total = subtract(this.total, taken)
      lot.quantity = subtract(lot.quantity, taken)
      if (compare(lot.quantity, ZERO) <= 0) this.lots.splice(index, 1)
    }
    return realised
  }

  clear(): void {
    this.lots = []
    this.total = ZERO
  }
}
