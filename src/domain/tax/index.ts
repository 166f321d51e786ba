/** Realised gains per tax year: spot disposals matched to holdings, derivatives apart, CSV. */
export { TAX_YEAR_STARTS, isLongTerm, taxYearBounds, taxYearLabel, taxYearOf, type TaxYearStart, type TaxYearStartId } from './tax-year'
export { LotPool, type DisposalMatch, type MatchedPortion } from './lots'
export {
  buildTaxReport,
  type DerivativeResult,
  type DerivativeTotals,
  type HoldingTerm,
  type SpotDisposal,
  type SpotTotals,
  type TaxReport,
  type TaxReportOptions,
  type TaxYearReport,
} from './tax-report'
export { taxYearToCsv, type TaxCsvColumn, type TaxCsvLabels } from './tax-csv'
