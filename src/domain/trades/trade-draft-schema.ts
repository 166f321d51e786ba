import * as v from 'valibot'
import { compare, parseDecimal } from '../decimal'
import { MARKET_TYPES, TRADE_SIDES } from '../trade'
import { decimalField, decimalProblem, instantField, isFilled, textField, textInput } from './draft-fields'
import { crossFieldIssues, normaliseDraft } from './draft-rules'
import { MAX_LEVERAGE, MAX_NOTES_LENGTH, MIN_LEVERAGE, type NormalisedTradeDraft, type TradeDraftOptions } from './trade-draft'
import { isTradeDraftErrorCode, type TradeDraftIssue } from './trade-draft-codes'

/** Per-field rules; each refusal's message is its code. Values stay as typed until normalised. */
function draftShape(timeZone: string) {
  return v.object({
    symbol: v.pipe(
      textField(40),
      v.rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed && !isFilled(dataset.value)) addIssue({ message: 'REQUIRED' })
      }),
    ),
    side: v.pipe(
      textInput,
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        if (!isFilled(dataset.value)) addIssue({ message: 'REQUIRED' })
        else if (!(TRADE_SIDES as readonly string[]).includes(dataset.value.trim().toLowerCase())) addIssue({ message: 'INVALID_SIDE' })
      }),
    ),
    marketType: v.pipe(
      textInput,
      v.rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed && isFilled(dataset.value) && !(MARKET_TYPES as readonly string[]).includes(dataset.value.trim().toLowerCase())) {
          addIssue({ message: 'INVALID_MARKET_TYPE' })
        }
      }),
    ),
    baseAsset: textField(20),
    quoteAsset: textField(20),
    entryPrice: decimalField('positive', true),
    exitPrice: decimalField('positive', false),
    quantity: decimalField('positive', true),
    contractSize: decimalField('positive', false),
    leverage: v.pipe(
      decimalField('any', false),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || !isFilled(dataset.value) || decimalProblem(dataset.value, 'any')) return
        const leverage = parseDecimal(dataset.value)
        if (compare(leverage, parseDecimal(String(MIN_LEVERAGE))) < 0 || compare(leverage, parseDecimal(String(MAX_LEVERAGE))) > 0) {
          addIssue({ message: 'LEVERAGE_OUT_OF_RANGE' })
        }
      }),
    ),
    margin: decimalField('positive', false),
    tradingFee: decimalField('nonNegative', false),
    feeAsset: textField(20),
    fundingFee: decimalField('any', false),
    stopLoss: decimalField('positive', false),
    takeProfit: decimalField('positive', false),
    openedAt: instantField(timeZone, true),
    closedAt: instantField(timeZone, false),
    realizedPnl: decimalField('any', false),
    netPnl: decimalField('any', false),
    setupId: textField(64),
    exchange: textField(40),
    accountId: textField(64),
    notes: textField(MAX_NOTES_LENGTH),
    tagIds: v.nullish(v.array(v.pipe(v.string('INVALID_TYPE'), v.maxLength(64, 'TOO_LONG')), 'INVALID_TYPE')),
  })
}

/**
 * The trade draft schema shared by the form and the import path. Every refusal carries a stable code
 * (trade-draft-codes.ts) as its message and the field as its path; the output is normalised.
 */
export function createTradeDraftSchema(options: TradeDraftOptions) {
  const { timeZone } = options
  const shape = draftShape(timeZone)
  // Valibot skips the checks of an optional-typed entry whose key is missing, so `{}` would pass the
  // REQUIRED rules: every key is made present (as undefined) before the shape runs.
  const blank = Object.fromEntries(Object.keys(shape.entries).map((key) => [key, undefined]))
  return v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'INVALID_TYPE'),
    v.transform((input) => ({ ...blank, ...input })),
    shape,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const draft = dataset.value
      crossFieldIssues(draft, timeZone, (code, key) => addIssue({ message: code, path: [{ type: 'object', origin: 'value', input: draft, key, value: draft[key] }] }))
    }),
    v.transform((draft): NormalisedTradeDraft => normaliseDraft(draft, timeZone)),
  )
}

/**
 * Schemas already built, by time zone: the form parses on every keystroke and an import once per
 * trade, and building the schema cost about as much as a parse. A device sees one or two zones.
 */
const schemaByTimeZone = new Map<string, ReturnType<typeof createTradeDraftSchema>>()
const MAX_CACHED_SCHEMAS = 8

function schemaFor(timeZone: string) {
  let schema = schemaByTimeZone.get(timeZone)
  if (!schema) {
    if (schemaByTimeZone.size >= MAX_CACHED_SCHEMAS) schemaByTimeZone.clear()
    schema = createTradeDraftSchema({ timeZone })
    schemaByTimeZone.set(timeZone, schema)
  }
  return schema
}

export type TradeDraftParseResult = { readonly ok: true; readonly value: NormalisedTradeDraft } | { readonly ok: false; readonly issues: readonly TradeDraftIssue[] }

/** Validates and normalises a draft; issues are listed once per (path, code). */
export function parseTradeDraft(input: unknown, options: TradeDraftOptions): TradeDraftParseResult {
  const result = v.safeParse(schemaFor(options.timeZone), input)
  if (result.success) return { ok: true, value: result.output }
  const seen = new Set<string>()
  const issues: TradeDraftIssue[] = []
  for (const issue of result.issues) {
    const code = isTradeDraftErrorCode(issue.message) ? issue.message : 'INVALID_TYPE'
    const path = v.getDotPath(issue) ?? ''
    const key = `${path}\u0000${code}`
    if (!seen.has(key)) {
      seen.add(key)
      issues.push({ code, path })
    }
  }
  return { ok: false, issues }
}
