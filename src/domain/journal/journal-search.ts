import * as v from 'valibot'
import { TRADE_SIDES, type TradeSide } from '../trade'
import { DATE_PRESETS, type DatePreset, parseLocalDate } from './date-range'
import { EMPTY_JOURNAL_FILTER, type JournalFilter, OUTCOME_FILTERS, type OutcomeFilter } from './journal-filter'
import { DEFAULT_JOURNAL_SORT, JOURNAL_SORT_FIELDS, type JournalSort, type JournalSortField, SORT_DIRECTIONS, type SortDirection } from './journal-sort'

/**
 * The journal's filter and sort as URL search params (`/journal?side=long&outcome=win&q=breakout`),
 * so a filtered view survives a reload, the back button and a shared link. Every param is read on its
 * own: a malformed one is dropped and the others still apply; nothing here throws.
 */
export interface JournalSearchParams {
  readonly date?: DatePreset
  readonly from?: string
  readonly to?: string
  readonly symbol?: string
  readonly side?: TradeSide
  readonly outcome?: OutcomeFilter
  readonly setup?: string
  /** Comma-separated tag ids. */
  readonly tags?: string
  readonly exchange?: string
  readonly account?: string
  readonly q?: string
  readonly sort?: JournalSortField
  readonly dir?: SortDirection
}

export interface JournalQuery {
  readonly filter: JournalFilter
  readonly sort: JournalSort
}

export const DEFAULT_JOURNAL_QUERY: JournalQuery = { filter: EMPTY_JOURNAL_FILTER, sort: DEFAULT_JOURNAL_SORT }

export const MAX_SEARCH_LENGTH = 200
const MAX_TAGS = 50
const ID = /^[A-Za-z0-9_-]{1,64}$/
const SYMBOL = /^[A-Z0-9./:_-]{1,64}$/
const EXCHANGE = /^[a-z0-9._ -]{1,40}$/

/**
 * Router search parsers turn `?symbol=123` into a number and `?q=true` into a boolean: scalars are
 * read back as the text they were typed as.
 */
const scalarText = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform((value) => String(value).trim()),
)

/** A param that must pass `check` (after `normalise`), or is dropped. */
function param<T extends string>(normalise: (text: string) => string, check: (text: string) => boolean) {
  return v.fallback(
    v.optional(
      v.pipe(
        scalarText,
        v.transform(normalise),
        v.check(check),
        v.transform((text) => text as T),
      ),
    ),
    undefined,
  )
}

const same = (text: string) => text
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string) =>
    (values as readonly string[]).includes(text)

/** Tags come as `a,b` (our own links) or as an array (a router that encodes arrays as JSON). */
const tagsParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([scalarText, v.array(scalarText)]),
      v.transform((value) => {
        const list = (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => ID.test(id))
        return [...new Set(list)].slice(0, MAX_TAGS)
      }),
    ),
  ),
  undefined,
)

const searchSchema = v.object({
  date: param<DatePreset>(same, oneOf(DATE_PRESETS)),
  from: param(same, (text) => parseLocalDate(text) !== undefined),
  to: param(same, (text) => parseLocalDate(text) !== undefined),
  symbol: param(
    (text) => text.toUpperCase(),
    (text) => SYMBOL.test(text),
  ),
  side: param<TradeSide>((text) => text.toLowerCase(), oneOf(TRADE_SIDES)),
  outcome: param<OutcomeFilter>((text) => text.toLowerCase(), oneOf(OUTCOME_FILTERS)),
  setup: param(same, (text) => ID.test(text)),
  tags: tagsParam,
  exchange: param(
    (text) => text.toLowerCase(),
    (text) => EXCHANGE.test(text),
  ),
  account: param(same, (text) => ID.test(text)),
  q: param(
    (text) => text.slice(0, MAX_SEARCH_LENGTH),
    (text) => text !== '',
  ),
  sort: param<JournalSortField>(same, oneOf(JOURNAL_SORT_FIELDS)),
  dir: param<SortDirection>((text) => text.toLowerCase(), oneOf(SORT_DIRECTIONS)),
})

function recordOf(input: unknown): Record<string, unknown> {
  if (typeof URLSearchParams !== 'undefined' && input instanceof URLSearchParams) return Object.fromEntries(input.entries())
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) return input as Record<string, unknown>
  return {}
}

/** Reads the filter and sort from search params (a plain object or URLSearchParams). Never throws. */
export function parseJournalSearch(input: unknown): JournalQuery {
  const result = v.safeParse(searchSchema, recordOf(input))
  // The fallbacks make every entry optional and valid, so only a non-object could fail; read it as none.
  if (!result.success) return DEFAULT_JOURNAL_QUERY
  const p = result.output
  const custom = p.date === 'custom'
  const filter: JournalFilter = {
    ...(p.date ? { datePreset: p.date } : {}),
    ...(custom && p.from ? { from: p.from } : {}),
    ...(custom && p.to ? { to: p.to } : {}),
    ...(p.symbol ? { symbol: p.symbol } : {}),
    ...(p.side ? { side: p.side } : {}),
    ...(p.outcome ? { outcome: p.outcome } : {}),
    ...(p.setup ? { setupId: p.setup } : {}),
    tagIds: p.tags ?? [],
    ...(p.exchange ? { exchange: p.exchange } : {}),
    ...(p.account ? { accountId: p.account } : {}),
    ...(p.q ? { search: p.q } : {}),
  }
  const sort: JournalSort = { field: p.sort ?? DEFAULT_JOURNAL_SORT.field, direction: p.dir ?? DEFAULT_JOURNAL_SORT.direction }
  return { filter, sort }
}

/** The params of a filter and sort; empty and default values are left out, so the URL stays short. */
export function toJournalSearch(query: JournalQuery): JournalSearchParams {
  const { filter, sort } = query
  const search = filter.search?.trim().slice(0, MAX_SEARCH_LENGTH)
  const custom = filter.datePreset === 'custom'
  const entries: [keyof JournalSearchParams, string | undefined][] = [
    ['date', filter.datePreset],
    ['from', custom ? filter.from : undefined],
    ['to', custom ? filter.to : undefined],
    ['symbol', filter.symbol?.trim().toUpperCase()],
    ['side', filter.side],
    ['outcome', filter.outcome],
    ['setup', filter.setupId],
    ['tags', filter.tagIds.length > 0 ? filter.tagIds.join(',') : undefined],
    ['exchange', filter.exchange?.trim().toLowerCase()],
    ['account', filter.accountId],
    ['q', search],
    ['sort', sort.field === DEFAULT_JOURNAL_SORT.field ? undefined : sort.field],
    ['dir', sort.direction === DEFAULT_JOURNAL_SORT.direction ? undefined : sort.direction],
  ]
  const params: Record<string, string> = {}
  for (const [key, value] of entries) if (value) params[key] = value
  // Round-tripped through the parser, so what is written is exactly what would be read back.
  return normaliseJournalSearch(params)
}

/** The clean params of any input: the router's validateSearch. */
export function normaliseJournalSearch(input: unknown): JournalSearchParams {
  const result = v.safeParse(searchSchema, recordOf(input))
  if (!result.success) return {}
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(result.output)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',')
    } else out[key] = value
  }
  if (out.date !== 'custom') {
    delete out.from
    delete out.to
  }
  return out as JournalSearchParams
}
