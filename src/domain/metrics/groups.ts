import type { DecimalString } from '../common'
import { add, type Decimal, isZero, multiply, ONE, sign, toNumber, tryParseDecimal, ZERO } from '../decimal'
import type { MetricColumns } from './columns'
import type { Dictionary } from './dictionary'
import type { MetricsOptions } from './options'

/** One report's currency: its own quote coin, or the reporting currency others convert into. */
export interface CurrencyGroup {
  readonly currency: string
  /** Currency indices in the group, with the exact rate of each into `currency`. */
  readonly sources: readonly { readonly index: number; readonly currency: string; readonly rate: Decimal }[]
  /** Trades (open and closed) in the group. */
  readonly trades: number
  readonly capital: Decimal
  readonly capitalSource: 'option' | 'accounts' | 'none'
}

export interface GroupPlan {
  readonly groups: readonly CurrencyGroup[]
  readonly groupOf: Int32Array
  readonly rateOf: Float64Array
}

const upper = (text: string) => text.trim().toUpperCase()

function positive(text: DecimalString | undefined): Decimal | undefined {
  if (text === undefined) return undefined
  const parsed = tryParseDecimal(text)
  return parsed.ok && sign(parsed.value) > 0 ? parsed.value : undefined
}

/** Initial capital read from text; zero, negative or unreadable counts as not set. */
function capitalOf(text: DecimalString | undefined): Decimal | undefined {
  return positive(text)
}

/**
 * Groups the journal's quote coins into reports: each coin alone, or, with a conversion, every coin
 * that has a rate into the reporting currency. Most trades first; a journal without trades gets one
 * empty report (in the reporting currency, the accounts' currency, or USD).
 */
export function planGroups(columns: MetricColumns, currencies: Dictionary, options: MetricsOptions): GroupPlan {
  const size = currencies.size
  const tradesPerCurrency = new Int32Array(size)
  for (let k = 0; k < columns.length; k++) tradesPerCurrency[columns.currency[k] as number] = (tradesPerCurrency[columns.currency[k] as number] as number) + 1

  const reporting = options.conversion ? upper(options.conversion.reporting) : undefined
  const rates = new Map<string, Decimal>()
  if (options.conversion && reporting) {
    for (const [currency, rate] of Object.entries(options.conversion.rates)) {
      const value = positive(rate)
      if (value) rates.set(upper(currency), value)
    }
    rates.set(reporting, ONE)
  }
  const rateFor = (currency: string): Decimal | undefined => rates.get(currency)

  const byName = new Map<string, { currency: string; sources: { index: number; currency: string; rate: Decimal }[]; trades: number }>()
  for (let index = 1; index < size; index++) {
    const trades = tradesPerCurrency[index] as number
    if (trades === 0) continue
    const currency = currencies.keyAt(index) as string
    const rate = rateFor(currency)
    const name = rate && reporting ? reporting : currency
    let group = byName.get(name)
    if (!group) byName.set(name, (group = { currency: name, sources: [], trades: 0 }))
    group.sources.push({ index, currency, rate: rate ?? ONE })
    group.trades += trades
  }
  const sorted = [...byName.values()].sort((a, b) => b.trades - a.trades || a.currency.localeCompare(b.currency))
  if (sorted.length === 0) {
    const fallback = reporting ?? (options.accounts?.[0] ? upper(options.accounts[0].baseCurrency) : undefined) ?? capitalCurrency(options) ?? 'USD'
    sorted.push({ currency: fallback, sources: [], trades: 0 })
  }

  const groupOf = new Int32Array(size)
  const rateOf = new Float64Array(size).fill(1)
  const groups = sorted.map((group, g): CurrencyGroup => {
    for (const source of group.sources) {
      groupOf[source.index] = g
      rateOf[source.index] = toNumber(source.rate)
    }
    const { capital, capitalSource } = resolveCapital(group.currency, g === 0, options, (currency) =>
      currency === group.currency ? ONE : reporting && group.currency === reporting ? rateFor(currency) : undefined,
    )
    return { ...group, capital: withOpeningPnl(capital, group.currency, options), capitalSource }
  })
  return { groups, groupOf, rateOf }
}

/** The capital a period starts with: the initial capital plus the P&L realised before it. */
function withOpeningPnl(capital: Decimal, currency: string, options: MetricsOptions): Decimal {
  const text = options.openingPnl ? Object.entries(options.openingPnl).find(([key]) => upper(key) === currency)?.[1] : undefined
  const opening = text === undefined ? undefined : tryParseDecimal(text)
  return isZero(capital) || !opening?.ok ? capital : add(capital, opening.value)
}

function capitalCurrency(options: MetricsOptions): string | undefined {
  const capital = options.initialCapital
  if (capital === undefined || typeof capital === 'string') return undefined
  const first = Object.keys(capital)[0]
  return first ? upper(first) : undefined
}

function resolveCapital(
  currency: string,
  primary: boolean,
  options: MetricsOptions,
  rateInto: (currency: string) => Decimal | undefined,
): { capital: Decimal; capitalSource: CurrencyGroup['capitalSource'] } {
  const option = options.initialCapital
  if (typeof option === 'string') {
    const value = primary ? capitalOf(option) : undefined
    if (value) return { capital: value, capitalSource: 'option' }
  } else if (option) {
    const entry = Object.entries(option).find(([key]) => upper(key) === currency)
    const value = capitalOf(entry?.[1])
    if (value) return { capital: value, capitalSource: 'option' }
  }
  let fromAccounts = ZERO
  for (const account of options.accounts ?? []) {
    const value = capitalOf(account.initialCapital)
    const rate = rateInto(upper(account.baseCurrency))
    if (value && rate) fromAccounts = add(fromAccounts, multiply(value, rate))
  }
  if (!isZero(fromAccounts)) return { capital: fromAccounts, capitalSource: 'accounts' }
  return { capital: ZERO, capitalSource: 'none' }
}
