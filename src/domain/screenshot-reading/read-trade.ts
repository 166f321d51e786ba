import { EXCHANGE_WORDS, INVERSE_WORDS, LABEL_PHRASES, normaliseWord, PERPETUAL_WORDS, SIDE_WORDS, SPOT_WORDS, type CardLanguage, type LabelledField } from './labels'
import { readLeverage, readNumber, type NumberLocale } from './read-number'
import { readTime } from './read-time'
import { unionBox, type RecognisedPage, type RecognisedWord, type TextBox } from './recognised-text'
import { checkConsistency } from './consistency'

export const READ_FIELD_NAMES = [
  'exchange',
  'symbol',
  'marketType',
  'side',
  'leverage',
  'entryPrice',
  'exitPrice',
  'quantity',
  'margin',
  'realisedPnl',
  'roiPercent',
  'fee',
  'openedAt',
  'closedAt',
] as const

export type ReadFieldName = (typeof READ_FIELD_NAMES)[number]

/**
 * How sure the reader is: 'high' only when the engine was sure of every character, the number's
 * format was unambiguous and the figures agree with each other; 'low' asks the trader to check.
 */
export type ReadConfidence = 'high' | 'medium' | 'low'

export interface ReadField {
  readonly value: string
  readonly confidence: ReadConfidence
  /** The engine's lowest character confidence over the value and its label, 0-100. */
  readonly score: number
}

export interface ScreenshotReading {
  /** Only what the image shows: a field the reader could not find is absent, never guessed. */
  readonly fields: Partial<Record<ReadFieldName, ReadField>>
  readonly language?: CardLanguage
  /** False when too little of a trade was found (a screenshot of something else). */
  readonly looksLikeTrade: boolean
}

const HIGH_SCORE = 85
const MEDIUM_SCORE = 60

interface Placed {
  readonly line: number
  readonly start: number
  readonly end: number
  readonly box: TextBox
  readonly score: number
}

interface FoundLabel extends Placed {
  readonly field: LabelledField
  readonly language: CardLanguage
  /** The words of a label wrapped onto the next line, as word keys. */
  readonly wrappedKeys?: readonly string[]
}

interface Candidate extends Placed {
  readonly kind: 'number' | 'time'
  readonly text: string
  readonly percent: boolean
}

/** A draft trade from the text an OCR engine recognised on an exchange screenshot. */
export function readTradeFromText(page: RecognisedPage): ScreenshotReading {
  const labels = findLabels(page)
  const language = majorityLanguage(labels)
  const labelled = new Set(labels.flatMap(labelKeys))
  const candidates = findCandidates(page, labelled, language)
  const decimalMark = decimalMarkOf(candidates, language)
  const fields: Partial<Record<ReadFieldName, ReadField>> = {}
  const claimed = new Set<Candidate>()

  const sorted = [...labels].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0)
  for (const label of sorted) {
    const target: ReadFieldName = label.field === 'markPrice' ? 'exitPrice' : label.field
    if (label.field === 'markPrice' && labels.some((other) => other.field === 'exitPrice')) continue
    if (fields[target]) continue
    const candidate = valueFor(label, labels, candidates, claimed)
    if (!candidate) continue
    const field = fieldFrom(label, candidate, decimalMark, language)
    if (!field) continue
    claimed.add(candidate)
    fields[target] = field
  }

  // A share card's big ROI often stands without a label: the tallest unclaimed percentage, if it is
  // headline-sized (a phone status bar's small battery '87%' is not an ROI).
  if (!fields.roiPercent) {
    const headline = 1.6 * medianHeight(page)
    const tallest = candidates
      .filter((candidate) => candidate.percent && !claimed.has(candidate) && candidate.box.y1 - candidate.box.y0 >= headline)
      .sort((a, b) => b.box.y1 - b.box.y0 - (a.box.y1 - a.box.y0))[0]
    const read = tallest && readNumber(tallest.text, decimalMark)
    if (tallest && read) fields.roiPercent = field(read.value, tallest.score, read.ambiguous)
  }

  Object.assign(fields, readHeadline(page, labelled))
  const checked = checkConsistency(fields)
  const tradeFields = (['symbol', 'entryPrice', 'exitPrice', 'realisedPnl', 'roiPercent', 'quantity'] as const).filter((name) => checked[name])
  return { fields: checked, ...(language ? { language } : {}), looksLikeTrade: tradeFields.length >= 2 }
}

/**
 * A word of a label as the engine read it: exact, or one letter off in a word of five letters or more
 * ('Preço' is often read 'Prego'); short words must match exactly.
 */
function sameWord(read: string | undefined, known: string, longWordEdits = 1): boolean {
  if (read === undefined) return false
  if (read === known) return true
  if (known.length < 5) return false
  // Two letters off only in long words (small grey 'Perpetual' is read 'rermpetual').
  const allowed = known.length >= 8 ? longWordEdits : 1
  return Math.abs(read.length - known.length) <= allowed && editDistance(read, known) <= allowed
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

function medianHeight(page: RecognisedPage): number {
  const heights = page.lines.flatMap((line) => line.words.map((word) => word.box.y1 - word.box.y0)).sort((a, b) => a - b)
  return heights[Math.floor(heights.length / 2)] ?? 0
}

function field(value: string, score: number, ambiguous = false): ReadField {
  const confidence: ReadConfidence = score >= HIGH_SCORE && !ambiguous ? 'high' : score >= MEDIUM_SCORE ? 'medium' : 'low'
  return { value, confidence, score: Math.round(score) }
}

const wordKey = (line: number, index: number) => `${line}:${index}`
const wordKeys = (placed: Placed) => Array.from({ length: placed.end - placed.start + 1 }, (_, offset) => wordKey(placed.line, placed.start + offset))
const minScore = (words: readonly RecognisedWord[]) => Math.min(...words.map((word) => word.confidence))

const labelKeys = (label: FoundLabel) => [...wordKeys(label), ...(label.wrappedKeys ?? [])]

interface LabelPart {
  readonly text: string
  /** The OCR word it comes from. */
  readonly index: number
}

function findLabels(page: RecognisedPage): FoundLabel[] {
  // One OCR word may hold several label words ('P&L' → 'pnl', 'L&P' → 'l p').
  const lineParts = page.lines.map((line) =>
    line.words.flatMap((word, index) =>
      normaliseWord(word.text)
        .split(' ')
        .filter(Boolean)
        .map((text): LabelPart => ({ text, index })),
    ),
  )
  const found = findWrappedLabels(page, lineParts)
  const taken = new Set(found.flatMap(labelKeys))
  lineParts.forEach((allParts, lineIndex) => {
    const line = page.lines[lineIndex]!
    const parts = allParts.filter((part) => !taken.has(wordKey(lineIndex, part.index)))
    let at = 0
    while (at < parts.length) {
      // An exact match first: 'margem' is Portuguese even though it is one letter off Spanish 'margen'.
      const matches = (exact: boolean) => (candidate: (typeof LABEL_PHRASES)[number]) =>
        candidate.words.every((word, offset) => (exact ? parts[at + offset]?.text === word : sameWord(parts[at + offset]?.text, word)))
      const phrase = LABEL_PHRASES.find(matches(true)) ?? LABEL_PHRASES.find(matches(false))
      if (!phrase) {
        at += 1
        continue
      }
      const start = parts[at]!.index
      const end = parts[at + phrase.words.length - 1]!.index
      const words = line.words.slice(start, end + 1)
      found.push({ field: phrase.field, language: phrase.language, line: lineIndex, start, end, box: unionBox(words.map((word) => word.box)), score: minScore(words) })
      at += phrase.words.length
    }
  })
  return found
}

/**
 * Labels a narrow column wraps onto a second line ('Preço médio de' / 'fechamento'): the words that
 * end one line begin a phrase whose other words begin the line just below, in the same column.
 */
function findWrappedLabels(page: RecognisedPage, lineParts: readonly (readonly LabelPart[])[]): FoundLabel[] {
  const found: FoundLabel[] = []
  const used = new Set<number>()
  lineParts.forEach((parts, lineIndex) => {
    const line = page.lines[lineIndex]!
    for (let at = 0; at < parts.length; at += 1) {
      const head = parts.slice(at)
      const first = line.words[head[0]!.index]!
      const height = first.box.y1 - first.box.y0
      const nextIndex = page.lines.findIndex(
        (other, index) =>
          index !== lineIndex &&
          !used.has(index) &&
          other.box.y0 >= line.box.y1 - height * 0.3 &&
          other.box.y0 - line.box.y1 < height &&
          Math.abs(other.box.x0 - first.box.x0) < height,
      )
      if (nextIndex < 0) continue
      const next = lineParts[nextIndex]!
      const phrase = LABEL_PHRASES.find(
        (candidate) =>
          candidate.words.length > head.length &&
          candidate.words.length - head.length <= next.length &&
          candidate.words.every((word, offset) => sameWord(offset < head.length ? head[offset]!.text : next[offset - head.length]!.text, word)),
      )
      if (!phrase) continue
      const nextEnd = next[phrase.words.length - head.length - 1]!.index
      const nextWords = page.lines[nextIndex]!.words.slice(0, nextEnd + 1)
      const words = [...line.words.slice(head[0]!.index), ...nextWords]
      found.push({
        field: phrase.field,
        language: phrase.language,
        line: lineIndex,
        start: head[0]!.index,
        end: line.words.length - 1,
        wrappedKeys: nextWords.map((_, index) => wordKey(nextIndex, index)),
        box: unionBox(words.map((word) => word.box)),
        score: minScore(words),
      })
      used.add(nextIndex)
      return
    }
  })
  return found
}

function majorityLanguage(labels: readonly FoundLabel[]): CardLanguage | undefined {
  const counts = new Map<CardLanguage, number>()
  for (const label of labels) counts.set(label.language, (counts.get(label.language) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

function findCandidates(page: RecognisedPage, labelled: ReadonlySet<string>, language: CardLanguage | undefined): Candidate[] {
  const candidates: Candidate[] = []
  page.lines.forEach((line, lineIndex) => {
    const words = line.words
    for (let index = 0; index < words.length; index += 1) {
      if (labelled.has(wordKey(lineIndex, index))) continue
      const pair = words[index + 1] && !labelled.has(wordKey(lineIndex, index + 1)) ? words.slice(index, index + 2) : undefined
      const timeWords = [pair, words.slice(index, index + 1)].find((group) => group && readTime(group.map((word) => word.text).join(' '), language))
      if (timeWords) {
        const text = timeWords.map((word) => word.text).join(' ')
        candidates.push({
          kind: 'time',
          text,
          percent: false,
          line: lineIndex,
          start: index,
          end: index + timeWords.length - 1,
          box: unionBox(timeWords.map((word) => word.box)),
          score: minScore(timeWords),
        })
        index += timeWords.length - 1
        continue
      }
      const word = words[index]!
      if (!/\d/.test(word.text) || !readNumber(word.text, 'point')) continue
      const percent = word.text.trim().endsWith('%') || words[index + 1]?.text.trim() === '%'
      candidates.push({ kind: 'number', text: word.text, percent, line: lineIndex, start: index, end: index, box: word.box, score: word.confidence })
    }
  })
  return candidates
}

/** The decimal mark the card's unambiguous numbers use (`0,0042`, `1.234,5`), else its language's. */
function decimalMarkOf(candidates: readonly Candidate[], language: CardLanguage | undefined): NumberLocale {
  let comma = 0
  let point = 0
  for (const candidate of candidates) {
    if (candidate.kind !== 'number') continue
    const text = candidate.text.replace(/[^\d.,]/g, '')
    const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))
    if (last < 0) continue
    const both = text.includes('.') && text.includes(',')
    const single = !both && text.split(text[last]!).length === 2 && (text.length - last - 1 !== 3 || /^0[.,]/.test(text))
    if (!both && !single) continue
    if (text[last] === ',') comma += 1
    else point += 1
  }
  if (comma !== point) return comma > point ? 'comma' : 'point'
  return language === 'es' || language === 'pt' ? 'comma' : 'point'
}

const sameRow = (a: TextBox, b: TextBox) => {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  return overlap > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0)
}

/** The label's figure: the nearest one to its right on its row, else the nearest below it in its column. */
function valueFor(label: FoundLabel, labels: readonly FoundLabel[], candidates: readonly Candidate[], claimed: ReadonlySet<Candidate>): Candidate | undefined {
  const wantsTime = label.field === 'openedAt' || label.field === 'closedAt'
  const fits = (candidate: Candidate) =>
    !claimed.has(candidate) && (wantsTime ? candidate.kind === 'time' : candidate.kind === 'number' && candidate.percent === (label.field === 'roiPercent'))
  const height = label.box.y1 - label.box.y0
  const nextLabelRight = Math.min(...labels.filter((other) => other !== label && sameRow(other.box, label.box) && other.box.x0 >= label.box.x1).map((other) => other.box.x0))
  const right = candidates
    .filter((candidate) => fits(candidate) && sameRow(candidate.box, label.box) && candidate.box.x0 >= label.box.x1 - 2 && candidate.box.x0 < nextLabelRight)
    .sort((a, b) => a.box.x0 - b.box.x0)[0]
  if (right) return right
  const labelsBelow = labels.filter((other) => other !== label && other.box.y0 >= label.box.y1 && overlapsColumn(other.box, label.box, height))
  const nextLabelBelow = Math.min(...labelsBelow.map((other) => other.box.y0))
  return candidates
    .filter(
      (candidate) =>
        fits(candidate) &&
        candidate.box.y0 >= label.box.y1 - height * 0.3 &&
        candidate.box.y0 - label.box.y1 < height * 3 &&
        candidate.box.y0 < nextLabelBelow &&
        overlapsColumn(candidate.box, label.box, height),
    )
    .sort((a, b) => a.box.y0 - b.box.y0)[0]
}

function overlapsColumn(box: TextBox, column: TextBox, slack: number): boolean {
  return box.x0 < column.x1 + slack && box.x1 > column.x0 - slack
}

function fieldFrom(label: FoundLabel, candidate: Candidate, decimalMark: NumberLocale, language: CardLanguage | undefined): ReadField | undefined {
  const score = Math.min(label.score, candidate.score)
  if (candidate.kind === 'time') {
    const time = readTime(candidate.text, language)
    return time ? field(time, score) : undefined
  }
  const read = readNumber(candidate.text, decimalMark)
  if (!read) return undefined
  const unsigned = ['entryPrice', 'exitPrice', 'markPrice', 'quantity', 'margin', 'fee'].includes(label.field)
  const value = unsigned ? read.value.replace(/^-/, '') : read.value
  return field(value, score, read.ambiguous)
}

/** The card's heading: symbol, market, side, leverage and the exchange's name, wherever they stand. */
function readHeadline(page: RecognisedPage, labelled: ReadonlySet<string>): Partial<Record<ReadFieldName, ReadField>> {
  const fields: Partial<Record<ReadFieldName, ReadField>> = {}
  let perpetual = false
  let perpetualScore = 100
  let spot = false
  let inverse = false
  page.lines.forEach((line, lineIndex) =>
    line.words.forEach((word, index) => {
      if (labelled.has(wordKey(lineIndex, index))) return
      const text = word.text.replace(/^[|·•([]+|[|·•)\],:]+$/g, '')
      const norm = normaliseWord(text).replace(/ /g, '')
      const symbol = readSymbol(text)
      if (symbol && !fields.symbol) {
        fields.symbol = field(symbol.symbol, word.confidence)
        perpetual ||= symbol.perpetual
      }
      const side = SIDE_WORDS[norm]
      if (side && !fields.side) fields.side = field(side, word.confidence)
      const leverage = readLeverage(text)
      if (leverage && !fields.leverage) fields.leverage = field(leverage, word.confidence)
      const exchange = EXCHANGE_WORDS[norm]
      if (exchange && !fields.exchange) fields.exchange = field(exchange, word.confidence)
      if (!perpetual && PERPETUAL_WORDS.some((known) => sameWord(norm, known, 2))) {
        perpetual = true
        perpetualScore = word.confidence
      }
      spot ||= SPOT_WORDS.includes(norm)
      inverse ||= INVERSE_WORDS.includes(norm)
    }),
  )
  const quote = fields.symbol ? /(USDT|USDC|USD)(?:-SWAP|_PERP|-PERP|\.P)?$/.exec(fields.symbol.value.replace(/-SWAP$/, ''))?.[1] : undefined
  // The market is as sure as the symbol and the word that says perpetual.
  const symbolScore = Math.min(fields.symbol?.score ?? 0, perpetualScore)
  if (inverse || (perpetual && quote === 'USD')) fields.marketType = field('inverse', symbolScore)
  else if (perpetual && quote) fields.marketType = field('linear', symbolScore)
  else if (spot && !fields.leverage) fields.marketType = field('spot', symbolScore)
  return fields
}

const SYMBOL = /^([A-Z0-9]{2,15}?)([-/_]?)(USDT|USDC|FDUSD|BUSD|USD|BTC|ETH)((?:[-_](?:SWAP|PERP))|\.P)?$/

function readSymbol(text: string): { symbol: string; perpetual: boolean } | undefined {
  const match = SYMBOL.exec(text)
  if (!match || !/[A-Z]/.test(match[1]!)) return undefined
  return { symbol: text, perpetual: Boolean(match[4]) }
}
