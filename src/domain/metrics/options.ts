import type { Account } from '../account'
import type { DecimalString } from '../common'

/** Which P&L the statistics use: net (after fees and funding) or gross (price move only). */
export type PnlView = 'net' | 'gross'

/**
 * Turns amounts in other quote coins into one reporting currency. `rates[c]` is the value of one unit
 * of `c` in `reporting` (e.g. `{ USD: '1', EUR: '1.08' }` with reporting `USDT`). A currency without a
 * rate is never converted: it keeps its own report.
 */
export interface CurrencyConversion {
  readonly reporting: string
  readonly rates: Readonly<Record<string, DecimalString>>
}

export interface MetricsOptions {
  /** IANA zone of the trader; days, hours, weekdays and periods of day are read in it (UTC when invalid). */
  readonly timeZone: string
  /** The current instant in epoch ms (the age of open trades). */
  readonly now: number
  /** |P&L| at or below this is breakeven, in the quote coin (TradingDefaults.breakevenBand); default '0'. */
  readonly breakevenBand?: DecimalString
  /** Default 'net'. */
  readonly view?: PnlView
  /**
   * Starting capital: one amount for the primary currency (TradingDefaults.initialCapital), or one per
   * currency. When absent for a currency, the initial capital of `accounts` in that currency is used.
   */
  readonly initialCapital?: DecimalString | Readonly<Record<string, DecimalString>>
  /**
   * P&L realised before the trades in view, per report currency (a dashboard period's earlier trades):
   * added to the starting capital, so a period's balance, equity curve, drawdown and returns start
   * where the journal stood when it began, not at the initial capital. Ignored without a capital.
   */
  readonly openingPnl?: Readonly<Record<string, DecimalString>>
  /** The accounts in view, for their initial capital (by base currency). */
  readonly accounts?: readonly Pick<Account, 'id' | 'baseCurrency' | 'initialCapital'>[]
  /** Price of a fee coin in the quote coin (e.g. `{ BNB: '612.4' }`), as deriveTradeFigures takes it. */
  readonly feeRates?: Readonly<Record<string, DecimalString>>
  /** Converts quote coins into one reporting currency; without it each currency is reported apart. */
  readonly conversion?: CurrencyConversion
  /**
   * Edges of the R-multiple buckets, ascending; default [-2, -1, 0, 1, 2, 3], which gives
   * `< -2R`, `-2R to -1R`, ..., `>= 3R`.
   */
  readonly rBucketEdges?: readonly number[]
}

/** What the engine reads from the trader's trading settings. */
export interface MetricsSettings {
  readonly breakevenBand: DecimalString
  readonly pnlView: PnlView
  readonly initialCapital: DecimalString
}

/**
 * The engine's options for the trader's journal: the settings' initial capital (when set) for the
 * whole journal; with one account in view (`accountId`), that account's own capital instead.
 */
export function journalMetricsOptions(input: {
  readonly timeZone: string
  readonly now: number
  readonly settings: MetricsSettings
  readonly accounts: NonNullable<MetricsOptions['accounts']>
  readonly accountId?: string
}): MetricsOptions {
  const { settings } = input
  return {
    timeZone: input.timeZone,
    now: input.now,
    breakevenBand: settings.breakevenBand,
    view: settings.pnlView,
    ...(Number(settings.initialCapital) > 0 && !input.accountId ? { initialCapital: settings.initialCapital } : {}),
    accounts: input.accounts,
  }
}

export const DEFAULT_R_BUCKET_EDGES: readonly number[] = [-2, -1, 0, 1, 2, 3]
