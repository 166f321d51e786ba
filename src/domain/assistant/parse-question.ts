import type { Id, LocalDate } from '../common'
import type { DatePreset } from '../journal/date-range'
import type { Weekday } from '../metrics'
import { isValidTimeZone, wallTimeAt } from '../trades/trade-time'
import {
  type AssistantMetric,
  COIN_NAMES,
  type Direction,
  FILLER_WORDS,
  FUTURE_WORDS,
  LAST_DAYS,
  METRIC_PHRASES,
  MONTH_NAMES,
  PERIOD_PHRASES,
  type PeriodWord,
  SIDE_PHRASES,
  SUBJECT_PREPOSITIONS,
  WEEKDAY_PHRASES,
} from './lexicon'

/** A span of days: one of the journal's date presets, or inclusive local days (its custom range). */
export type PeriodSpec = { readonly preset: Exclude<DatePreset, 'custom'> } | { readonly from: LocalDate; readonly to: LocalDate }

/** Which trades a question is about; every field left out means "any". */
export interface Subset {
  /** Base coin, upper case ("bitcoin" and "BTC" are BTC). */
  readonly coin?: string
  /** An exact symbol the trader wrote ("BTCUSDT"). */
  readonly symbol?: string
  readonly direction?: Direction
  readonly setupId?: Id
  readonly tagId?: Id
  /** Exchange id as stored on the trades. */
  readonly exchange?: string
  readonly accountId?: Id
  /** Weekday of the open time (1 = Monday), in the trader's zone. */
  readonly weekday?: Weekday
  /** Local open hours [from, to). */
  readonly hours?: { readonly from: number; readonly to: number }
  readonly period?: PeriodSpec
}

export type SubsetDimension = keyof Subset

export type ParsedQuestion =
  | {
      readonly kind: 'question'
      readonly metric: AssistantMetric
      readonly subset: Subset
      /** Two subsets to set side by side ("longs vs shorts"): each is `subset` plus one value. */
      readonly comparison?: { readonly dimension: SubsetDimension; readonly sides: readonly [Subset, Subset] }
    }
  | { readonly kind: 'notUnderstood'; readonly reason: 'empty' | 'noTopic' | 'future' | 'unknownSubject'; readonly word?: string }

/** What the trader's own journal names, so "breakout", "Bybit" or "Main account" are understood. */
export interface QuestionVocabulary {
  /** Base coins of the trader's trades. */
  readonly coins: readonly string[]
  readonly symbols: readonly string[]
  readonly setups: readonly { readonly id: Id; readonly name: string }[]
  readonly tags: readonly { readonly id: Id; readonly name: string }[]
  readonly exchanges: readonly string[]
  readonly accounts: readonly { readonly id: Id; readonly name: string }[]
}

export interface QuestionClock {
  readonly now: number
  readonly timeZone: string
}

/** Lower case, accents removed, punctuation kept (times such as "14:00" are read from this form). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** Lower case, accents and punctuation removed, single spaces: the form the word tables use. */
export function normaliseQuestion(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

type Found =
  { readonly type: 'metric'; readonly metric: AssistantMetric } | { readonly type: 'subset'; readonly dimension: SubsetDimension; readonly value: Subset; readonly key: string }

interface Candidate {
  readonly phrase: string
  readonly found: Found
}

const subsetFound = <D extends SubsetDimension>(dimension: D, value: NonNullable<Subset[D]>, key = String(value)): Found => ({
  type: 'subset',
  dimension,
  value: { [dimension]: value } as Subset,
  key,
})

const pad = (n: number) => String(n).padStart(2, '0')
const localDate = (year: number, month: number, day: number): LocalDate => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` as LocalDate
}

function periodOfWord(word: PeriodWord, today: { year: number; month: number; day: number }): PeriodSpec {
  if (word === 'lastYear') return { from: localDate(today.year - 1, 1, 1), to: localDate(today.year - 1, 12, 31) }
  return { preset: word }
}

const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every phrase the question may contain: the fixed tables and the trader's own names. */
function candidatesOf(vocabulary: QuestionVocabulary, today: { year: number; month: number; day: number }): Candidate[] {
  const list: Candidate[] = []
  const add = (phrases: readonly string[], found: Found) => {
    for (const phrase of phrases) {
      const normal = normaliseQuestion(phrase)
      if (normal !== '') list.push({ phrase: normal, found })
    }
  }
  for (const [metric, phrases] of Object.entries(METRIC_PHRASES)) add(phrases, { type: 'metric', metric: metric as AssistantMetric })
  for (const [direction, phrases] of Object.entries(SIDE_PHRASES)) add(phrases, subsetFound('direction', direction as Direction))
  for (const [weekday, phrases] of Object.entries(WEEKDAY_PHRASES)) add(phrases, subsetFound('weekday', Number(weekday) as Weekday))
  for (const [word, phrases] of Object.entries(PERIOD_PHRASES)) {
    const period = periodOfWord(word as PeriodWord, today)
    add(phrases, subsetFound('period', period, JSON.stringify(period)))
  }
  for (const [coin, names] of Object.entries(COIN_NAMES)) add(names, subsetFound('coin', coin))
  // The trader's names come after the tables: a tag called "profit" is still the metric.
  for (const coin of vocabulary.coins) add([coin], subsetFound('coin', coin.toUpperCase()))
  for (const symbol of vocabulary.symbols) add([symbol], subsetFound('symbol', symbol.toUpperCase()))
  for (const setup of vocabulary.setups) add([setup.name], subsetFound('setupId', setup.id))
  for (const tag of vocabulary.tags) add([tag.name], subsetFound('tagId', tag.id))
  for (const exchange of vocabulary.exchanges) add([exchange], subsetFound('exchange', exchange.toLowerCase()))
  for (const account of vocabulary.accounts) add([account.name], subsetFound('accountId', account.id))
  // Longest first, so "racha perdedora" is read before "racha" and "profit factor" before "profit";
  // among equal phrases the first added (the fixed tables) wins.
  return list
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => b.candidate.phrase.length - a.candidate.phrase.length || a.index - b.index)
    .map((entry) => entry.candidate)
}

interface Hit {
  readonly at: number
  readonly found: Found
}

/** Blanks a matched span with underscores (same length), so positions stay and nothing matches twice. */
function consume(text: string, start: number, length: number): string {
  return text.slice(0, start) + '_'.repeat(length) + text.slice(start + length)
}

function matchAll(text: string, pattern: RegExp, onMatch: (match: RegExpExecArray) => Found | null, hits: Hit[]): string {
  let working = text
  const global = new RegExp(pattern.source, 'g')
  for (const match of text.matchAll(global)) {
    const found = onMatch(match as RegExpExecArray)
    if (!found) continue
    hits.push({ at: match.index, found })
    working = consume(working, match.index, match[0].length)
  }
  return working
}

const toHour = (hour: string, suffix: string | undefined): number | null => {
  let h = Number(hour)
  if (suffix?.includes('pm') && h < 12) h += 12
  if (suffix?.includes('am') && h === 12) h = 0
  return h >= 0 && h <= 23 ? h : null
}

const HOUR_SUFFIX = '(:00|h| ?am| ?pm)'
const HOUR_RANGE = new RegExp(
  `\\b(?:between |from |entre |de |das |desde )?(?:las |as )?(\\d{1,2})${HOUR_SUFFIX}? ?(?:-|–|to|and|a|y|e|hasta|ate) ?(?:las |as )?(\\d{1,2})${HOUR_SUFFIX}(?![\\d:])`,
)
const HOUR_AT = new RegExp(`\\b(?:at|around|a las|a la|as|por volta das)\\s+(\\d{1,2})${HOUR_SUFFIX}?(?![\\d:])`)
const HOUR_ALONE = new RegExp(`\\b(\\d{1,2})${HOUR_SUFFIX}(?![\\d:])`)

/** Times of day, read before punctuation goes: "between 09:00 and 12:00", "at 9am", "a las 14h". */
function readHours(text: string, hits: Hit[]): string {
  let working = matchAll(
    text,
    HOUR_RANGE,
    (m) => {
      const from = toHour(m[1] ?? '', m[2])
      const to = toHour(m[3] ?? '', m[4])
      if (from === null || to === null || to === from) return null
      return subsetFound('hours', { from, to: to === 0 ? 24 : to }, `${from}-${to}`)
    },
    hits,
  )
  for (const pattern of [HOUR_AT, HOUR_ALONE]) {
    working = matchAll(
      working,
      pattern,
      (m) => {
        const hour = toHour(m[1] ?? '', m[2])
        return hour === null ? null : subsetFound('hours', { from: hour, to: hour + 1 }, `${hour}`)
      },
      hits,
    )
  }
  return working
}

const MONTH_INDEX = new Map(MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)))
const MONTH_PATTERN = new RegExp(`\\b(in |en |em |during |durante |de |of )?(${[...MONTH_INDEX.keys()].join('|')})(?: (?:de |del |of )?(20\\d\\d))?\\b`)
const YEAR_PATTERN = /\b(?:in|en|em|during|durante|del|de|of|for) (20\d\d)\b/

/** Months and years in words: "in March", "en marzo de 2025", "em 2024", "the last 30 days". */
function readDates(text: string, today: { year: number; month: number; day: number }, hits: Hit[]): string {
  let working = matchAll(
    text,
    LAST_DAYS,
    (m) => {
      const days = Number(m[1])
      if (days < 1) return null
      const period = { from: localDate(today.year, today.month, today.day - days + 1), to: localDate(today.year, today.month, today.day) }
      return subsetFound('period', period, JSON.stringify(period))
    },
    hits,
  )
  working = matchAll(
    working,
    MONTH_PATTERN,
    (m) => {
      const month = MONTH_INDEX.get(m[2] ?? '') ?? 0
      // "may" is also a verb ("may I..."): a month only after "in" or before a year.
      if (m[2] === 'may' && !m[1] && !m[3]) return null
      // A month without a year is its latest one that has begun.
      const year = m[3] ? Number(m[3]) : month > today.month ? today.year - 1 : today.year
      const period = { from: localDate(year, month, 1), to: localDate(year, month + 1, 0) }
      return subsetFound('period', period, JSON.stringify(period))
    },
    hits,
  )
  return matchAll(
    working,
    YEAR_PATTERN,
    (m) => {
      const year = Number(m[1])
      const period = { from: localDate(year, 1, 1), to: localDate(year, 12, 31) }
      return subsetFound('period', period, JSON.stringify(period))
    },
    hits,
  )
}

/** The first word after a subject preposition that is neither known nor filler ("on dogecoinz"). */
function unknownSubject(working: string): string | undefined {
  const words = working.split(' ').filter((word) => word !== '')
  for (let i = 0; i < words.length - 1; i += 1) {
    if (!SUBJECT_PREPOSITIONS.has(words[i] as string)) continue
    const next = words.slice(i + 1).find((word) => !FILLER_WORDS.has(word) && !SUBJECT_PREPOSITIONS.has(word))
    if (next === undefined || next.includes('_') || /^\d+$/.test(next)) continue
    if (/^[a-z][a-z0-9]+$/.test(next)) return next
  }
  return undefined
}

/**
 * Reads a question in English, Spanish or Portuguese into a metric, the trades it is about and,
 * when two values of one kind are named ("longs vs shorts", "BTC or ETH"), a comparison. The text is
 * only matched against word tables: it is never evaluated or sent anywhere.
 */
export function parseQuestion(text: string, vocabulary: QuestionVocabulary, clock: QuestionClock): ParsedQuestion {
  const folded = fold(text).slice(0, 500)
  if (normaliseQuestion(folded) === '') return { kind: 'notUnderstood', reason: 'empty' }
  const zone = isValidTimeZone(clock.timeZone) ? clock.timeZone : 'UTC'
  const today = wallTimeAt(clock.now, zone)
  const hits: Hit[] = []
  let working = ` ${normaliseQuestion(readHours(folded, hits).replace(/_/g, ' '))} `
  // Hours were taken out of the text already; what is left is read word by word.
  const future = FUTURE_WORDS.find((word) => working.includes(` ${word} `))
  if (future) return { kind: 'notUnderstood', reason: 'future', word: future }
  working = readDates(working, today, hits)
  for (const { phrase, found } of candidatesOf(vocabulary, today)) {
    const pattern = new RegExp(`(?<= )${escape(phrase)}(?= )`, 'g')
    for (const match of working.matchAll(pattern)) {
      hits.push({ at: match.index, found })
      working = consume(working, match.index, phrase.length)
    }
  }
  const unknown = unknownSubject(working.trim())
  if (unknown) return { kind: 'notUnderstood', reason: 'unknownSubject', word: unknown }
  if (hits.length === 0) return { kind: 'notUnderstood', reason: 'noTopic' }

  hits.sort((a, b) => a.at - b.at)
  const metrics = [...new Set(hits.flatMap((hit) => (hit.found.type === 'metric' ? [hit.found.metric] : [])))]
  // Several figures asked at once ("win rate and P&L") get the summary, which shows them together.
  const metric: AssistantMetric = metrics.length === 1 ? (metrics[0] as AssistantMetric) : 'summary'

  const byDimension = new Map<SubsetDimension, Extract<Found, { type: 'subset' }>[]>()
  for (const hit of hits) {
    if (hit.found.type !== 'subset') continue
    const list = byDimension.get(hit.found.dimension) ?? []
    if (!list.some((other) => other.key === (hit.found as { key: string }).key)) list.push(hit.found)
    byDimension.set(hit.found.dimension, list)
  }
  let subset: Subset = {}
  let comparison: { dimension: SubsetDimension; sides: readonly [Subset, Subset] } | undefined
  for (const [dimension, values] of byDimension) {
    const [first, second] = values
    if (!first) continue
    if (second && !comparison) comparison = { dimension, sides: [first.value, second.value] }
    else subset = { ...subset, ...first.value }
  }
  if (comparison)
    comparison = {
      dimension: comparison.dimension,
      sides: [
        { ...subset, ...comparison.sides[0] },
        { ...subset, ...comparison.sides[1] },
      ],
    }
  return { kind: 'question', metric, subset, ...(comparison ? { comparison } : {}) }
}
