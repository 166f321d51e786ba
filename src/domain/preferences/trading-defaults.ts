import * as v from 'valibot'
import type { DecimalString, Id } from '../common'
import type { PnlMethod } from '../import-batch'
import { decimalString, recordOfValid, withDefault } from './parse-helpers'

/**
 * Settings > trading. The time zone lives in the profile (one source of truth for day bucketing).
 */
export interface TradingDefaults {
  /** |net P&L| at or below this counts as breakeven, in the account's currency. */
  readonly breakevenBand: DecimalString
  readonly defaultExchange: string | null
  readonly defaultAccountId: Id | null
  /** docs/product.md's Initial capital, in dollars. */
  readonly initialCapital: DecimalString
  readonly pnlMethod: PnlMethod
  readonly pnlView: 'net' | 'gross'
  /**
   * Price in US dollars of the coins fees are paid in besides the pair's own (BNB on Binance, KCS on
   * KuCoin): exports give the fee amount but not its price. Imported trades quoted in dollars convert
   * those fees with it; one price per coin, set by the trader.
   */
  readonly feeCoinPrices: Readonly<Record<string, DecimalString>>
}

export const TRADING_DEFAULTS: TradingDefaults = {
  breakevenBand: '0',
  defaultExchange: null,
  defaultAccountId: null,
  initialCapital: '0',
  pnlMethod: 'fifo',
  pnlView: 'net',
  feeCoinPrices: {},
}

const d = TRADING_DEFAULTS
/** A coin's ticker as exchanges write it: BNB, KCS, 1INCH. */
export const FEE_COIN = /^[A-Z0-9]{2,10}$/
export const tradingDefaultsSchema = v.looseObject({
  breakevenBand: withDefault(decimalString, d.breakevenBand),
  defaultExchange: withDefault(v.nullable(v.pipe(v.string(), v.maxLength(40))), d.defaultExchange),
  defaultAccountId: withDefault(v.nullable(v.pipe(v.string(), v.maxLength(36))), d.defaultAccountId),
  initialCapital: withDefault(decimalString, d.initialCapital),
  pnlMethod: withDefault(v.picklist(['fifo', 'lifo', 'average']), d.pnlMethod),
  pnlView: withDefault(v.picklist(['net', 'gross']), d.pnlView),
  feeCoinPrices: withDefault(
    v.pipe(
      recordOfValid(
        v.pipe(
          decimalString,
          v.check((price) => Number(price) > 0),
        ),
      ),
      v.transform((prices) => Object.fromEntries(Object.entries(prices).filter(([coin]) => FEE_COIN.test(coin)))),
    ),
    d.feeCoinPrices,
  ),
})
