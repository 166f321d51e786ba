import type { Account } from '../account'
import type { Id, IsoInstant, ManagedField } from '../common'
import type { Tag, TagKind } from '../tag'
import type { Trade } from '../trade'
import { parseTradeDraft } from '../trades'
import { generateTradeDraft, type TradeContext } from './generate-trade'
import { createPricePaths } from './price-paths'
import { createRandom, type Random } from './random'
import { EMOTION_COLOR, MISTAKE_COLOR, SAMPLE_ACCOUNTS, SAMPLE_EMOTION_KEYS, SAMPLE_MISTAKE_KEYS, SAMPLE_SETUP_KEYS, SAMPLE_SETUPS, type SampleAccountKey } from './sample-catalog'
import { DEFAULT_SAMPLE_MONTHS, DEFAULT_SAMPLE_TRADE_COUNT, MAX_SAMPLE_TRADE_COUNT } from './sample-size'
import type { SampleTexts } from './sample-texts'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** A record ready to store: what a repository's insert takes, with its id chosen up front. */
export type SampleRecord<T> = Omit<T, ManagedField> & { readonly id: Id }

export interface SampleJournal {
  readonly seed: number
  readonly accounts: readonly SampleRecord<Account>[]
  readonly tags: readonly SampleRecord<Tag>[]
  /** Oldest first; every one has `source: 'sample'` and passed the trade draft schema. */
  readonly trades: readonly SampleRecord<Trade>[]
}

export interface SampleJournalOptions {
  readonly seed: number
  /** The journal ends here: closed trades before it, a few still open. */
  readonly now: IsoInstant | number
  readonly texts: SampleTexts
  /** Default 400, at most MAX_SAMPLE_TRADE_COUNT. */
  readonly tradeCount?: number
  /** Length of the period, default 6 months. */
  readonly months?: number
  /**
   * Ids for the records. Default: drawn from the seed, so the whole journal is reproducible. The app
   * passes fresh UUIDs, so a sample loaded again after a removal never reuses a removed row's id.
   */
  readonly createId?: () => Id
}

/** Hour-of-day weights (UTC): busier around the European and US sessions, quiet late at night. */
const HOUR_WEIGHTS = [0.5, 0.4, 0.35, 0.3, 0.3, 0.35, 0.5, 0.8, 1, 1, 1, 0.9, 0.9, 1, 1, 1, 0.9, 0.8, 0.7, 0.65, 0.6, 0.6, 0.55, 0.5]

/** Open times of closed trades, spread over the period with fewer at weekends and at night. */
function openTimes(random: Random, count: number, startMs: number, endMs: number): number[] {
  const times: number[] = []
  while (times.length < count) {
    const candidate = random.float(startMs, endMs)
    const date = new Date(candidate)
    const weekday = date.getUTCDay()
    const weight = (weekday === 0 || weekday === 6 ? 0.55 : 1) * (HOUR_WEIGHTS[date.getUTCHours()] ?? 1)
    if (random.chance(weight)) times.push(Math.floor(candidate / 1000) * 1000)
  }
  return times.sort((a, b) => a - b)
}

function tagRecords(kind: TagKind, names: Readonly<Record<string, string>>, keys: readonly string[], color: (key: string) => string, createId: () => Id) {
  const ids: Record<string, Id> = {}
  const records = keys.map((key): SampleRecord<Tag> => {
    const id = createId()
    ids[key] = id
    return { id, kind, name: names[key] ?? key, color: color(key) }
  })
  return { ids, records }
}

/** The number of trades a journal gets for a requested count: whole, 0 to MAX_SAMPLE_TRADE_COUNT. */
export function sampleTradeCount(requested: number | undefined): number {
  const count = Math.floor(requested ?? DEFAULT_SAMPLE_TRADE_COUNT)
  return Number.isFinite(count) ? Math.max(0, Math.min(count, MAX_SAMPLE_TRADE_COUNT)) : DEFAULT_SAMPLE_TRADE_COUNT
}

/** How many trades stay open: a few, whatever the size of the journal. */
export function openTradeCount(tradeCount: number): number {
  return Math.min(5, Math.floor(tradeCount / 20))
}

/**
 * A realistic sample journal for a seed: four accounts, setup, emotion and mistake tags, and trades
 * over the last months across exchanges, symbols and market types. Pure: the same options give the
 * same journal. Every trade goes through the trade draft schema, as a typed trade would.
 */
export function buildSampleJournal(options: SampleJournalOptions): SampleJournal {
  const { seed, texts } = options
  const tradeCount = sampleTradeCount(options.tradeCount)
  const nowMs = typeof options.now === 'number' ? options.now : Date.parse(options.now)
  if (!Number.isFinite(nowMs)) throw new Error('buildSampleJournal needs a valid `now`')
  const days = Math.round((options.months ?? DEFAULT_SAMPLE_MONTHS) * 30.44)
  const startMs = nowMs - days * DAY_MS
  const idRandom = createRandom(seed, 'ids')
  const createId = options.createId ?? (() => idRandom.uuid())

  const accountIds = {} as Record<SampleAccountKey, Id>
  const accounts = SAMPLE_ACCOUNTS.map((spec): SampleRecord<Account> => {
    const id = createId()
    accountIds[spec.key] = id
    return {
      id,
      name: texts.accounts[spec.key],
      kind: spec.kind,
      exchange: spec.exchange,
      baseCurrency: spec.baseCurrency,
      initialCapital: String(spec.initialCapital),
      startedAt: new Date(startMs).toISOString(),
      color: spec.color,
      archived: false,
    }
  })
  const setups = tagRecords('setup', texts.setups, SAMPLE_SETUP_KEYS, (key) => SAMPLE_SETUPS[key as keyof typeof SAMPLE_SETUPS].color, createId)
  const emotions = tagRecords('emotion', texts.emotions, SAMPLE_EMOTION_KEYS, () => EMOTION_COLOR, createId)
  const mistakes = tagRecords('mistake', texts.mistakes, SAMPLE_MISTAKE_KEYS, () => MISTAKE_COLOR, createId)

  const random = createRandom(seed, 'trades')
  const context: TradeContext = {
    random,
    priceAt: createPricePaths(seed, startMs, days),
    nowMs,
    texts,
    accountIds,
    setupIds: setups.ids as TradeContext['setupIds'],
    emotionIds: emotions.ids as TradeContext['emotionIds'],
    mistakeIds: mistakes.ids as TradeContext['mistakeIds'],
  }
  const openCount = openTradeCount(tradeCount)
  const closedTimes = openTimes(random, tradeCount - openCount, startMs, nowMs - HOUR_MS)
  const openTimesMs = Array.from({ length: openCount }, () => Math.floor(random.float(nowMs - 3 * DAY_MS, nowMs - 20 * 60_000) / 1000) * 1000).sort((a, b) => a - b)
  const drafts = [...closedTimes.map((at) => generateTradeDraft(context, at, false)), ...openTimesMs.map((at) => generateTradeDraft(context, at, true))]
  drafts.sort((a, b) => Date.parse(a.openedAt ?? '') - Date.parse(b.openedAt ?? ''))

  const trades = drafts.map((draft, index): SampleRecord<Trade> => {
    const parsed = parseTradeDraft(draft, { timeZone: 'UTC' })
    // The generator's own bug if this happens: never hand out a trade the form would refuse.
    if (!parsed.ok) throw new Error(`Sample trade ${index} is invalid: ${JSON.stringify(parsed.issues)}`)
    const { tagIds, ...fields } = parsed.value
    return { ...fields, id: createId(), tagIds: [...tagIds], screenshots: [], source: 'sample' }
  })
  return { seed, accounts, tags: [...setups.records, ...emotions.records, ...mistakes.records], trades }
}
