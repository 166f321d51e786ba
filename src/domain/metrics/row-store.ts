import { type RowFigures, ROW_LIMBS } from './trade-row'
import type { ZoneCalendar } from './zone-calendar'

/** Tags kept inline per trade; more go to an overflow map (rare: most trades carry 0 to 3). */
const INLINE_TAGS = 4
const INITIAL_CAPACITY = 1024

/** Exact amounts of a trade too large for limbs (|amount| above 9e15 of a coin). */
export interface RowUnits {
  readonly net?: bigint
  readonly gross?: bigint
  readonly fee?: bigint
  readonly funding?: bigint
}

/**
 * Every derived trade, one slot per trade id, in growable typed arrays (struct of arrays). Keeping
 * 100,000 trades as 100,000 objects made each compute chase pointers across a large heap and spend
 * most of its time in the garbage collector; here a selection is a gather from a few big buffers.
 * A slot is kept while the trade's `updatedAt` is unchanged; the local calendar fields are redone when
 * the time zone changes. Slots of trades that left the journal stay until `clear()` (ids are never
 * reused, so a slot never lies).
 */
export class RowStore {
  capacity = 0
  count = 0
  /** Changes with every write or localisation: columns read in an older version may be stale. */
  version = 0
  private readonly slotById = new Map<string, number>()
  ids: string[] = []
  /** The trade object last read into each slot: the same object again needs no reading (trades are immutable). */
  objects: object[] = []
  updatedAt: string[] = []
  /** 0: the stored numbers could not be read (the trade is counted apart). */
  readable = new Uint8Array(0)
  closed = new Uint8Array(0)
  currency = new Uint32Array(0)
  openMs = new Float64Array(0)
  closeMs = new Float64Array(0)
  net = new Float64Array(0)
  gross = new Float64Array(0)
  fee = new Float64Array(0)
  feeState = new Uint8Array(0)
  funding = new Float64Array(0)
  limbs = new Float64Array(0)
  limbsExact = new Uint8Array(0)
  notional = new Float64Array(0)
  margin = new Float64Array(0)
  roiNet = new Float64Array(0)
  roiGross = new Float64Array(0)
  rNet = new Float64Array(0)
  rGross = new Float64Array(0)
  leverage = new Float64Array(0)
  holdMs = new Float64Array(0)
  outcomeNet = new Int8Array(0)
  outcomeGross = new Int8Array(0)
  direction = new Uint8Array(0)
  symbol = new Uint32Array(0)
  setup = new Uint32Array(0)
  exchange = new Uint32Array(0)
  account = new Uint32Array(0)
  tagCount = new Uint8Array(0)
  tagInline = new Uint32Array(0)
  readonly tagOverflow = new Map<number, readonly number[]>()
  readonly unitsOverflow = new Map<number, RowUnits>()
  /** Local fields and the zone generation they were read in (0: never). */
  hour = new Uint8Array(0)
  weekday = new Uint8Array(0)
  closeDay = new Int32Array(0)
  localGeneration = new Int32Array(0)

  slotOf(id: string): number | undefined {
    return this.slotById.get(id)
  }

  /** The slot for an id, created when new. */
  claim(id: string): number {
    let slot = this.slotById.get(id)
    if (slot === undefined) {
      if (this.count === this.capacity) this.grow()
      slot = this.count++
      this.slotById.set(id, slot)
      this.ids[slot] = id
    }
    return slot
  }

  private grow(): void {
    const capacity = Math.max(INITIAL_CAPACITY, this.capacity * 2)
    const resize = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array | Int8Array>(array: T, width = 1): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity * width)
      next.set(array)
      return next
    }
    this.readable = resize(this.readable)
    this.closed = resize(this.closed)
    this.currency = resize(this.currency)
    this.openMs = resize(this.openMs)
    this.closeMs = resize(this.closeMs)
    this.net = resize(this.net)
    this.gross = resize(this.gross)
    this.fee = resize(this.fee)
    this.feeState = resize(this.feeState)
    this.funding = resize(this.funding)
    this.limbs = resize(this.limbs, ROW_LIMBS)
    this.limbsExact = resize(this.limbsExact)
    this.notional = resize(this.notional)
    this.margin = resize(this.margin)
    this.roiNet = resize(this.roiNet)
    this.roiGross = resize(this.roiGross)
    this.rNet = resize(this.rNet)
    this.rGross = resize(this.rGross)
    this.leverage = resize(this.leverage)
    this.holdMs = resize(this.holdMs)
    this.outcomeNet = resize(this.outcomeNet)
    this.outcomeGross = resize(this.outcomeGross)
    this.direction = resize(this.direction)
    this.symbol = resize(this.symbol)
    this.setup = resize(this.setup)
    this.exchange = resize(this.exchange)
    this.account = resize(this.account)
    this.tagCount = resize(this.tagCount)
    this.tagInline = resize(this.tagInline, INLINE_TAGS)
    this.hour = resize(this.hour)
    this.weekday = resize(this.weekday)
    this.closeDay = resize(this.closeDay)
    this.localGeneration = resize(this.localGeneration)
    this.capacity = capacity
  }

  /** Stores a trade's figures (or marks it unreadable) for this version of it. */
  write(slot: number, updatedAt: string, figures: RowFigures | undefined): void {
    this.version++
    this.updatedAt[slot] = updatedAt
    this.localGeneration[slot] = 0
    this.tagOverflow.delete(slot)
    this.unitsOverflow.delete(slot)
    if (!figures) {
      this.readable[slot] = 0
      return
    }
    this.readable[slot] = 1
    this.closed[slot] = figures.closed ? 1 : 0
    this.currency[slot] = figures.currency
    this.openMs[slot] = figures.openMs
    this.closeMs[slot] = figures.closeMs
    this.net[slot] = figures.net
    this.gross[slot] = figures.gross
    this.fee[slot] = figures.fee
    this.feeState[slot] = figures.feeState
    this.funding[slot] = figures.funding
    this.limbs.set(figures.limbs, slot * ROW_LIMBS)
    this.limbsExact[slot] = figures.limbsExact ? 1 : 0
    if (!figures.limbsExact) this.unitsOverflow.set(slot, figures.units)
    this.notional[slot] = figures.notional
    this.margin[slot] = figures.margin
    this.roiNet[slot] = figures.roiNet
    this.roiGross[slot] = figures.roiGross
    this.rNet[slot] = figures.rNet
    this.rGross[slot] = figures.rGross
    this.leverage[slot] = figures.leverage
    this.holdMs[slot] = figures.holdMs
    this.outcomeNet[slot] = figures.outcomeNet
    this.outcomeGross[slot] = figures.outcomeGross
    this.direction[slot] = figures.direction
    this.symbol[slot] = figures.symbol
    this.setup[slot] = figures.setup
    this.exchange[slot] = figures.exchange
    this.account[slot] = figures.account
    const tags = figures.tags
    this.tagCount[slot] = Math.min(tags.length, 255)
    for (let t = 0; t < Math.min(tags.length, INLINE_TAGS); t++) this.tagInline[slot * INLINE_TAGS + t] = tags[t] as number
    if (tags.length > INLINE_TAGS) this.tagOverflow.set(slot, tags)
  }

  /** Reads the local calendar fields of a slot in the calendar's zone. */
  localise(slot: number, calendar: ZoneCalendar, generation: number): void {
    this.version++
    const openMs = this.openMs[slot] as number
    const openDay = calendar.localDay(openMs)
    this.hour[slot] = calendar.localHour(openMs)
    this.weekday[slot] = (((openDay + 3) % 7) + 7) % 7
    this.closeDay[slot] = this.closed[slot] ? calendar.localDay(this.closeMs[slot] as number) : 0
    this.localGeneration[slot] = generation
  }

  tagAt(slot: number, t: number): number {
    if (t < INLINE_TAGS) return this.tagInline[slot * INLINE_TAGS + t] as number
    return this.tagOverflow.get(slot)?.[t] ?? 0
  }

  /** Exact amount of one kind for a slot, in 10^-18 units (see exact-sum.ts). */
  unitsAt(slot: number, limbOffset: number, kind: keyof RowUnits): bigint {
    const overflow = this.unitsOverflow.get(slot)
    if (overflow) return overflow[kind] ?? 0n
    const at = slot * ROW_LIMBS + limbOffset
    return BigInt(this.limbs[at] as number) * 10n ** 18n + BigInt(this.limbs[at + 1] as number) * 10n ** 9n + BigInt(this.limbs[at + 2] as number)
  }
}
