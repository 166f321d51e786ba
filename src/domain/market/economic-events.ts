import type { IsoInstant } from '../common'
import { add, parseDecimal, toDecimalString, ZERO, type Decimal } from '../decimal'
import { createZoneCalendar, dayNumberToDate } from '../metrics'
import { isValidTimeZone, wallTimeToEpochMs } from '../trades/trade-time'
import type { TradeResult } from './trade-results'

/**
 * A macro event in the trader's own economic calendar (no keyless calendar API exists, and invented
 * dates would be worse than none). Stored as a `custom_items` document of kind `economicEvent`:
 * name + a feature-defined `definition` is exactly that collection's shape, while `journal_entries`
 * is built around a day's notes (body, mood, linked trades) and would need a fake body.
 */
export type EventImpact = 'low' | 'medium' | 'high'
export const EVENT_IMPACTS: readonly EventImpact[] = ['low', 'medium', 'high']

export interface EconomicEvent {
  readonly id: string
  readonly name: string
  readonly occursAt: IsoInstant
  /** IANA zone the trader entered the time in (display and editing use the profile's zone). */
  readonly timeZone: string
  readonly impact: EventImpact
  /** Currency or market it moves, upper case: `USD`, `EUR`, `BTC`, `CRYPTO`. */
  readonly market: string
  readonly notes: string
}

/** What the `definition` of an economicEvent custom item holds. */
export interface EconomicEventDefinition {
  readonly [key: string]: string
  readonly occursAt: IsoInstant
  readonly timeZone: string
  readonly impact: EventImpact
  readonly market: string
  readonly notes: string
}

/** An event from a stored custom item, or undefined when its definition is not one (a newer app's shape). */
export function readEconomicEvent(item: { readonly id: string; readonly name: string; readonly definition: Readonly<Record<string, unknown>> }): EconomicEvent | undefined {
  const { occursAt, timeZone, impact, market, notes } = item.definition
  if (typeof occursAt !== 'string' || !Number.isFinite(Date.parse(occursAt))) return undefined
  if (typeof impact !== 'string' || !(EVENT_IMPACTS as readonly string[]).includes(impact)) return undefined
  return {
    id: item.id,
    name: item.name,
    occursAt,
    timeZone: typeof timeZone === 'string' ? timeZone : 'UTC',
    impact: impact as EventImpact,
    market: typeof market === 'string' ? market : '',
    notes: typeof notes === 'string' ? notes : '',
  }
}

export const EVENT_NAME_MAX = 120
export const EVENT_NOTES_MAX = 2000

export interface EventFormValues {
  readonly name: string
  /** `YYYY-MM-DD` (a date input). */
  readonly date: string
  /** `HH:mm` (a time input). */
  readonly time: string
  readonly impact: string
  readonly market: string
  readonly notes: string
}

export type EventFormField = keyof EventFormValues
export const EVENT_FORM_FIELDS: readonly EventFormField[] = ['name', 'date', 'time', 'impact', 'market', 'notes']
export type EventFormProblem = 'required' | 'tooLong' | 'invalidDate' | 'invalidTime' | 'invalidImpact' | 'invalidMarket'
export type EventFormErrors = Partial<Record<EventFormField, EventFormProblem>>

export type EventFormResult = { readonly ok: true; readonly name: string; readonly definition: EconomicEventDefinition } | { readonly ok: false; readonly errors: EventFormErrors }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})$/
/** A currency code or a market name: letters, digits, spaces, dots and dashes, 2 to 20 characters. */
const MARKET = /^[A-Z0-9][A-Z0-9 .\-/]{1,19}$/

/**
 * Reads the event form. The date and time are a wall-clock reading in `timeZone` (the trader's),
 * stored as the UTC instant they denote, so the event stays at the same moment if the trader moves.
 */
export function readEventForm(values: EventFormValues, timeZone: string): EventFormResult {
  const errors: EventFormErrors = {}
  const name = values.name.trim().replace(/\s+/g, ' ')
  if (name === '') errors.name = 'required'
  else if (name.length > EVENT_NAME_MAX) errors.name = 'tooLong'

  const dateMatch = DATE.exec(values.date.trim())
  let wall: { year: number; month: number; day: number } | undefined
  if (values.date.trim() === '') errors.date = 'required'
  else if (!dateMatch) errors.date = 'invalidDate'
  else {
    const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])]
    const check = new Date(Date.UTC(year, month - 1, day))
    if (year < 1970 || year > 2100 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) errors.date = 'invalidDate'
    else wall = { year, month, day }
  }

  const timeMatch = TIME.exec(values.time.trim())
  let clock: { hour: number; minute: number } | undefined
  if (values.time.trim() === '') errors.time = 'required'
  else if (!timeMatch || Number(timeMatch[1]) > 23 || Number(timeMatch[2]) > 59) errors.time = 'invalidTime'
  else clock = { hour: Number(timeMatch[1]), minute: Number(timeMatch[2]) }

  if (!(EVENT_IMPACTS as readonly string[]).includes(values.impact)) errors.impact = 'invalidImpact'

  const market = values.market.trim().toUpperCase()
  if (market === '') errors.market = 'required'
  else if (!MARKET.test(market)) errors.market = 'invalidMarket'

  const notes = values.notes.trim()
  if (notes.length > EVENT_NOTES_MAX) errors.notes = 'tooLong'

  if (Object.keys(errors).length > 0 || !wall || !clock) return { ok: false, errors }
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC'
  const epoch = wallTimeToEpochMs({ ...wall, ...clock, second: 0 }, zone)
  return {
    ok: true,
    name,
    definition: { occursAt: new Date(epoch).toISOString(), timeZone: zone, impact: values.impact as EventImpact, market, notes },
  }
}

/** Events still to come (soonest first) and past ones (latest first), split at `nowMs`. */
export function splitEvents(events: readonly EconomicEvent[], nowMs: number): { upcoming: EconomicEvent[]; past: EconomicEvent[] } {
  const at = (e: EconomicEvent) => Date.parse(e.occursAt)
  const upcoming = events.filter((e) => at(e) >= nowMs).sort((a, b) => at(a) - at(b))
  const past = events.filter((e) => at(e) < nowMs).sort((a, b) => at(b) - at(a))
  return { upcoming, past }
}

/** The local day (`YYYY-MM-DD`) of an event in the trader's zone. */
export function eventDay(event: Pick<EconomicEvent, 'occursAt'>, timeZone: string): string {
  return dayNumberToDate(createZoneCalendar(timeZone).localDay(Date.parse(event.occursAt)))
}

/** One group of trading days in one currency: how many days, trades and what P&L. */
export interface DayGroup {
  /** Trading days (days with at least one closed trade) in the group. */
  readonly days: number
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly pnl: string
  /** pnl / days as a decimal string rounded by the caller's formatter; null without days. */
  readonly pnlPerDay: number | null
}

export interface EventDayComparison {
  readonly currency: string
  /** Days with a past event (any impact). */
  readonly eventDays: DayGroup
  /** Days with a past high-impact event. */
  readonly highImpactDays: DayGroup
  /** Every other trading day. */
  readonly otherDays: DayGroup
}

function groupOf(results: readonly TradeResult[]): DayGroup {
  const days = new Set<string>()
  let pnl: Decimal = ZERO
  let wins = 0
  let losses = 0
  for (const r of results) {
    days.add(r.closeDay)
    pnl = add(pnl, parseDecimal(r.pnl))
    if (r.outcome === 'win') wins += 1
    else if (r.outcome === 'loss') losses += 1
  }
  const text = toDecimalString(pnl)
  return { days: days.size, trades: results.length, wins, losses, pnl: text, pnlPerDay: days.size > 0 ? Number(text) / days.size : null }
}

/**
 * Trades closed on the local days of past events against those closed on other days, per quote
 * currency (P&L is never added across coins). Only events before `nowMs` count: a future event
 * cannot explain a result.
 */
export function compareEventDays(events: readonly EconomicEvent[], results: readonly TradeResult[], timeZone: string, nowMs: number): EventDayComparison[] {
  const calendar = createZoneCalendar(timeZone)
  const dayOf = (e: EconomicEvent) => dayNumberToDate(calendar.localDay(Date.parse(e.occursAt)))
  const past = events.filter((e) => Date.parse(e.occursAt) < nowMs)
  const all = new Set(past.map(dayOf))
  const high = new Set(past.filter((e) => e.impact === 'high').map(dayOf))
  const currencies = [...new Set(results.map((r) => r.currency))]
  return currencies
    .map((currency) => {
      const own = results.filter((r) => r.currency === currency)
      return {
        currency,
        eventDays: groupOf(own.filter((r) => all.has(r.closeDay))),
        highImpactDays: groupOf(own.filter((r) => high.has(r.closeDay))),
        otherDays: groupOf(own.filter((r) => !all.has(r.closeDay))),
      }
    })
    .sort((a, b) => b.eventDays.trades + b.otherDays.trades - (a.eventDays.trades + a.otherDays.trades))
}
