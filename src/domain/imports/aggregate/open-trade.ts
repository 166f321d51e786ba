import { add, compare, type Decimal, divide, isZero, multiply, parseDecimal, round, ZERO } from '../../decimal'
import type { PnlMethod } from '../../import-batch'
import type { MarketType } from '../../trade'
import { type Direction, MONEY_SCALE, WORKING_SCALE } from '../../trades/trade-math'
import { convertFillFee, money } from './fill-math'
import { LotBook } from './lot-book'
import type { AggregationFill, TradeLeg } from './types'

/**
 * One position from the fill that leaves flat to the fill that returns to flat: its lots, the
 * quantity-weighted (inverse: harmonic) averages of entries and exits, fees by coin, realised P&L and
 * legs. Funding is added afterwards (funding.ts), once every trade's lifetime is known.
 */
export class OpenTrade {
  readonly book: LotBook
  readonly fillKeys: string[] = []
  readonly legs: TradeLeg[] = []
  readonly otherFees = new Map<string, Decimal>()
  entryUnits = ZERO
  exitUnits = ZERO
  /** Σ units x price (spot, linear) or Σ units / price (inverse). */
  private entryValue = ZERO
  private exitValue = ZERO
  settlementFees = ZERO
  hasFee = false
  realised = ZERO
  peak = ZERO
  closedAt?: string
  dust?: Decimal

  constructor(
    readonly first: AggregationFill,
    readonly direction: Direction,
    method: PnlMethod,
    readonly marketType: MarketType,
    readonly contractSize: Decimal | undefined,
    private readonly rates: ReadonlyMap<string, Decimal>,
  ) {
    this.book = new LotBook(method, marketType, contractSize)
  }

  private weighted(units: Decimal, price: Decimal): Decimal {
    return this.marketType === 'inverse' ? divide(units, price, { scale: WORKING_SCALE }) : multiply(units, price)
  }

  private addFee(fill: AggregationFill, fee: Decimal | undefined): void {
    if (!fee || isZero(fee)) return
    this.hasFee = true
    const converted = convertFillFee(fill, fee, this.rates)
    if ('settlement' in converted) this.settlementFees = add(this.settlementFees, converted.settlement)
    else this.otherFees.set(converted.asset, add(this.otherFees.get(converted.asset) ?? ZERO, converted.amount))
  }

  private touch(fill: AggregationFill): void {
    if (this.fillKeys[this.fillKeys.length - 1] !== fill.dedupeKey) this.fillKeys.push(fill.dedupeKey)
  }

  open(units: Decimal, fill: AggregationFill, fee: Decimal | undefined): void {
    const price = parseDecimal(fill.price)
    this.book.add(units, price)
    this.entryUnits = add(this.entryUnits, units)
    this.entryValue = add(this.entryValue, this.weighted(units, price))
    const size = this.book.size
    if (compare(size, this.peak) > 0) this.peak = size
    this.addFee(fill, fee)
    this.touch(fill)
  }

  close(units: Decimal, fill: AggregationFill, fee: Decimal | undefined): void {
    const price = parseDecimal(fill.price)
    const realised = this.book.reduce(units, price, this.direction)
    this.realised = add(this.realised, realised)
    this.exitUnits = add(this.exitUnits, units)
    this.exitValue = add(this.exitValue, this.weighted(units, price))
    this.legs.push({ fillKey: fill.dedupeKey, at: fill.executedAt, quantity: money(units), price: fill.price, realizedPnl: money(realised) })
    this.addFee(fill, fee)
    this.touch(fill)
  }

  private average(units: Decimal, value: Decimal): Decimal {
    // One rounding, half-even, straight to the stored precision.
    return this.marketType === 'inverse' ? divide(units, value, { scale: MONEY_SCALE }) : divide(value, units, { scale: MONEY_SCALE })
  }

  get entryPrice(): Decimal {
    return this.average(this.entryUnits, this.entryValue)
  }

  get exitPrice(): Decimal | undefined {
    return isZero(this.exitUnits) ? undefined : this.average(this.exitUnits, this.exitValue)
  }

  get isClosed(): boolean {
    return this.closedAt !== undefined
  }

  get quantity(): Decimal {
    return round(this.entryUnits, MONEY_SCALE)
  }
}
