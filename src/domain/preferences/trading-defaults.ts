import * as v from 'valibot'
import type { DecimalString, Id } from '../common'
import type { PnlMethod } from '../import-batch'
import { decimalString, withDefault } from './parse-helpers'

/**
 * Settings > trading. The time zone lives in the profile (one source of truth for day bucketing).
 */
export interface TradingDefaults {
  /** |net P&L| at or below this counts as breakeven, in the account's currency. */
  readonly breakevenBand: DecimalString
  readonly defaultExchange: string | null
  readonly defaultAccountId: Id | null
  /** The spec's Initial capital, in dollars. */
  readonly initialCapital: DecimalString
  readonly pnlMethod: PnlMethod
  readonly pnlView: 'net' | 'gross'
}

export const TRADING_DEFAULTS: TradingDefaults = {
  breakevenBand: '0',
  defaultExchange: null,
  defaultAccountId: null,
  initialCapital: '0',
  pnlMethod: 'fifo',
  pnlView: 'net',
}

const d = TRADING_DEFAULTS
export const tradingDefaultsSchema = v.looseObject({
  breakevenBand: withDefault(decimalString, d.breakevenBand),
  defaultExchange: withDefault(v.nullable(v.pipe(v.string(), v.maxLength(40))), d.defaultExchange),
  defaultAccountId: withDefault(v.nullable(v.pipe(v.string(), v.maxLength(36))), d.defaultAccountId),
  initialCapital: withDefault(decimalString, d.initialCapital),
  pnlMethod: withDefault(v.picklist(['fifo', 'lifo', 'average']), d.pnlMethod),
  pnlView: withDefault(v.picklist(['net', 'gross']), d.pnlView),
})
