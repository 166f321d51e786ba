import { toCsv } from '../backup/csv'
import type { TaxYearReport } from './tax-report'

export const TAX_CSV_COLUMNS = [
  'taxYear',
  'kind',
  'disposedOn',
  'acquiredOn',
  'symbol',
  'asset',
  'currency',
  'quantity',
  'proceeds',
  'costBasis',
  'realisedPnl',
  'fees',
  'funding',
  'gainLoss',
  'term',
] as const
export type TaxCsvColumn = (typeof TAX_CSV_COLUMNS)[number]

/** Translated words of the file: the caller's locale, the domain stays free of i18n. */
export interface TaxCsvLabels {
  readonly headers: Readonly<Record<TaxCsvColumn, string>>
  readonly spot: string
  readonly derivative: string
  readonly shortTerm: string
  readonly longTerm: string
}

/**
 * One tax year as CSV: spot disposals then derivatives trades, one row each, amounts as exact
 * decimal strings in the row's own currency (a spreadsheet total must be taken per currency).
 * Quoting, the byte order mark and formula neutralising are the trade export's (backup/csv.ts).
 */
export function taxYearToCsv(year: TaxYearReport, labels: TaxCsvLabels): string {
  const header = TAX_CSV_COLUMNS.map((column) => labels.headers[column])
  const spot = year.spot.map((row) => [
    year.label,
    labels.spot,
    row.disposedOn,
    row.acquiredOn,
    row.symbol,
    row.asset,
    row.currency,
    row.quantity,
    row.proceeds,
    row.costBasis,
    '',
    row.fees,
    '',
    row.gain,
    row.term === 'long' ? labels.longTerm : labels.shortTerm,
  ])
  const derivatives = year.derivatives.map((row) => [
    year.label,
    labels.derivative,
    row.closedOn,
    '',
    row.symbol,
    '',
    row.currency,
    '',
    '',
    '',
    row.realisedPnl,
    row.fees,
    row.funding,
    row.net,
    '',
  ])
  return toCsv([header, ...spot, ...derivatives])
}
