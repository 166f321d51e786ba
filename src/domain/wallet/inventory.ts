import { add, compare, type Decimal, divide, isZero, multiply, subtract, ZERO } from '../decimal'

/** Digits kept while splitting a lot's cost; results are rounded to 18 when reported. */
export const WALLET_WORKING_SCALE = 36

/**
 * A quantity of one coin held, with what it cost. `quote` is the currency it was bought with, or
 * null when the cost is unknown (a deposit, a transfer in, the proceeds of a sale): such coins count
 * in the quantity but never in a cost basis or a realised P&L.
 */
export interface Lot {
  readonly quote: string | null
  readonly quantity: Decimal
  /** Total cost in `quote` (zero when quote is null). */
  readonly cost: Decimal
}

/** What a reduction took: slices of lots, and the part that had nothing to take from. */
export interface Taken {
  readonly slices: readonly Lot[]
  /** Units that left although no lot was left: more went out than the imports brought in. */
  readonly shortfall: Decimal
}

/** The lots of one coin in one account, reduced first in first out or at the average cost. */
export interface Inventory {
  add(lot: Lot): void
  take(units: Decimal): Taken
  /** The lots still held, merged by quote currency (null: unknown cost). */
  pools(): readonly Lot[]
}

export type CostMethod = 'fifo' | 'average'

export function createInventory(method: CostMethod): Inventory {
  return method === 'fifo' ? new FifoInventory() : new AverageInventory()
}

function share(lot: Lot, units: Decimal): Lot {
  if (compare(units, lot.quantity) >= 0) return lot
  const cost = isZero(lot.cost)
    ? ZERO
    : divide(multiply(lot.cost, units), lot.quantity, {
        scale: WALLET_WORKING_SCALE,
      })
  return { quote: lot.quote, quantity: units, cost }
}

function minus(lot: Lot, slice: Lot): Lot {
  return {
    quote: lot.quote,
    quantity: subtract(lot.quantity, slice.quantity),
    cost: subtract(lot.cost, slice.cost),
  }
}

function merge(lots: readonly Lot[]): Lot[] {
  const byQuote = new Map<string | null, Lot>()
  for (const lot of lots) {
    const seen = byQuote.get(lot.quote)
    byQuote.set(
      lot.quote,
      seen
        ? {
            quote: lot.quote,
            quantity: add(seen.quantity, lot.quantity),
            cost: add(seen.cost, lot.cost),
          }
        : lot,
    )
  }
  return [...byQuote.values()]
}

/** Oldest lot first: a sale or a withdrawal uses up the coins that came in earliest. */
class FifoInventory implements Inventory {
  private lots: Lot[] = []

  add(lot: Lot): void {
    if (lot.quantity.coefficient > 0n) this.lots.push(lot)
  }

  take(units: Decimal): Taken {
    const slices: Lot[] = []
    let left = units
    while (left.coefficient > 0n && this.lots.length > 0) {
      const lot = this.lots[0]!
      const slice = share(lot, left)
      slices.push(slice)
      left = subtract(left, slice.quantity)
      const rest = minus(lot, slice)
      if (rest.quantity.coefficient > 0n) this.lots[0] = rest
      else this.lots.shift()
    }
    return {
      slices: merge(slices),
      shortfall: left.coefficient > 0n ? left : ZERO,
    }
  }

  pools(): readonly Lot[] {
    return merge(this.lots)
  }
}

/**
 * Average cost: one pool per quote currency (and one of unknown cost). A reduction takes from every
 * pool in proportion to its size, so each pool's average cost per coin stays what it was.
 */
class AverageInventory implements Inventory {
  private byQuote = new Map<string | null, Lot>()

  add(lot: Lot): void {
    if (lot.quantity.coefficient <= 0n) return
    const seen = this.byQuote.get(lot.quote)
    this.byQuote.set(
      lot.quote,
      seen
        ? {
            quote: lot.quote,
            quantity: add(seen.quantity, lot.quantity),
            cost: add(seen.cost, lot.cost),
          }
        : lot,
    )
  }

  take(units: Decimal): Taken {
    const pools = [...this.byQuote.values()]
    const total = pools.reduce((sum, pool) => add(sum, pool.quantity), ZERO)
    if (total.coefficient <= 0n) return { slices: [], shortfall: units.coefficient > 0n ? units : ZERO }
    if (compare(units, total) >= 0) {
      this.byQuote.clear()
      const shortfall = subtract(units, total)
      return {
        slices: pools,
        shortfall: shortfall.coefficient > 0n ? shortfall : ZERO,
      }
    }
    const slices: Lot[] = []
    let given = ZERO
    pools.forEach((pool, index) => {
      // The last pool takes the rounding remainder, so the slices add up to `units` exactly.
      const part =
        index === pools.length - 1
          ? subtract(units, given)
          : divide(multiply(units, pool.quantity), total, {
              scale: WALLET_WORKING_SCALE,
            })
      given = add(given, part)
      const slice = share(pool, part)
      slices.push(slice)
      const rest = minus(pool, slice)
      if (rest.quantity.coefficient > 0n) this.byQuote.set(pool.quote, rest)
      else this.byQuote.delete(pool.quote)
    })
    return { slices, shortfall: ZERO }
  }

  pools(): readonly Lot[] {
    return [...this.byQuote.values()]
  }
}
