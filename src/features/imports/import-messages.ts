import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { FileErrorCode, FileNotice, FileRefusal, RowIssue } from '../../domain/imports'
import { formatQuantity } from '../../ui'

/**
 * Every refusal the import domain reports, as a translated sentence naming the file, the row and the
 * column. The domain carries codes only; this is the one place they become words. Call while
 * rendering, so a language switch re-translates.
 */

export type FeatureRefusal = { readonly code: 'FILE_TOO_LARGE'; readonly sizeMb: number; readonly limitMb: number } | { readonly code: 'READ_FAILED' }

export function fileRefusalMessage(file: string, refusal: FileRefusal | FeatureRefusal): string {
  switch (refusal.code) {
    case 'FILE_TOO_LARGE': {
      const { sizeMb, limitMb } = refusal
      return t`${file} is ${sizeMb} MB; files up to ${limitMb} MB can be imported. Export a shorter period and import each part.`
    }
    case 'READ_FAILED':
      return t`${file} could not be read. Choose the file again.`
    default:
      return domainFileMessage(file, refusal.code, refusal.detail)
  }
}

function domainFileMessage(file: string, code: FileErrorCode, detail: string | undefined): string {
  switch (code) {
    case 'EMPTY_FILE':
      return t`${file} is empty.`
    case 'BINARY_FILE': {
      const format = (detail ?? 'binary').toUpperCase()
      return t`${file} is not a CSV file (it looks like ${format} data). Export the trade history as CSV.`
    }
    case 'HEADER_ONLY':
      return t`${file} has a header row but no data rows.`
    case 'UNKNOWN_LAYOUT':
      return t`${file}: the columns do not match any exchange export we know. Map the columns below.`
    case 'MAPPING_COLUMN_NOT_FOUND': {
      const column = detail ?? ''
      return t`${file} has no column "${column}". Check the column mapping.`
    }
    case 'MAPPING_FIELD_REQUIRED': {
      const field = detail ?? ''
      return t`${file}: choose the column that holds "${field}".`
    }
    case 'INVALID_TIME_ZONE': {
      const zone = detail ?? ''
      return t`${file}: "${zone}" is not a time zone we know.`
    }
    case 'LAYOUT_MISMATCH':
      return t`${file} does not match the chosen export type.`
    case 'TOO_MANY_COLUMNS': {
      const limit = detail ?? ''
      return t`${file} has more than ${limit} columns, more than any trade history. Check that it is the right file, or remove the extra columns.`
    }
    case 'SPREADSHEET_UNREADABLE':
      return t`${file} could not be read as an Excel workbook (.xlsx): it may be damaged or password-protected. Nothing was imported; open it in a spreadsheet app and save it again, or export it as CSV.`
  }
}

/** "file, row 12, column Price: ..." — one row problem. */
export function rowIssueMessage(file: string, issue: RowIssue): string {
  const row = issue.row
  const column = issue.column ?? ''
  const value = issue.value ?? ''
  const where = issue.column ? t`${file}, row ${row}, column ${column}` : t`${file}, row ${row}`
  return `${where}: ${rowIssueText(issue.code, value)}`
}

function rowIssueText(code: RowIssue['code'], value: string): string {
  switch (code) {
    case 'MISSING_VALUE':
      return t`the value is missing.`
    case 'INVALID_NUMBER':
      return t`"${value}" is not a number.`
    case 'MUST_BE_POSITIVE':
      return t`"${value}" must be greater than zero.`
    case 'INVALID_DATE':
      return t`"${value}" is not a date and time we can read.`
    case 'AMBIGUOUS_DATE':
      return t`"${value}" can be read as more than one date (day, month or year first) and the file's other dates do not settle it; choose a date format in the column mapping.`
    case 'INVALID_SIDE':
      return t`"${value}" is not buy or sell.`
    case 'UNKNOWN_SYMBOL':
      return t`the coins of "${value}" cannot be read from the symbol.`
    case 'UNKNOWN_TYPE':
      return t`"${value}" is a row type we do not know; the row is left out.`
    case 'CONTRACT_SIZE_UNKNOWN':
      return t`the contract value of "${value}" is unknown; give it in the column mapping.`
    case 'COLUMN_COUNT_MISMATCH':
      return t`the row has more cells than the header; a delimiter inside a value may have shifted it.`
    case 'UNTERMINATED_QUOTE':
      return t`a quoted value is never closed.`
    case 'ASSET_MISMATCH':
      return t`two cells of the row name different coins ("${value}").`
    case 'ORPHAN_FILL':
      return t`a fill row with no readable order row above it, so its side and pair are unknown; it is not imported.`
    case 'UNJOINED_LEG':
      return t`one coin of a trade written over several rows, but the other rows at the same time do not complete it (one coin received, one spent); it is not imported.`
    case 'AMOUNT_MISMATCH':
      return t`quantity × price does not match the row's amount or total; the row is not imported.`
    case 'FEE_COIN_MISMATCH':
      return t`the fee is in a coin that is neither coin of the pair; the row is not imported.`
    case 'LEGS_UNBALANCED':
      return t`the rows of this trade (one per coin) do not match each other; the trade is not imported.`
    case 'UNPAIRED_LEG':
      return t`this row is one coin of a trade whose other row is missing from the file; it is not imported.`
    case 'NOT_FILLED':
      return t`an order that was not filled; skipped.`
    case 'NOT_A_TRADE':
      return t`not a trade or cash flow the journal tracks; skipped.`
    case 'DUPLICATE_IN_FILE':
      return t`the same exchange id appears earlier in the file; skipped.`
    case 'ORDER_OF_FILLS':
      return t`an order whose fills follow on the next rows; the fills are imported.`
    case 'JOINED_LEG':
      return t`part of the trade on row ${value}; joined into that row's fill.`
  }
}

/** `feeCoinPrices`: the trader's prices in US dollars, for FEE_COIN_PRICE. */
export function noticeMessage(file: string, notice: FileNotice, feeCoinPrices: Readonly<Record<string, string>>): string {
  switch (notice.code) {
    case 'ENCODING_FALLBACK':
      return t`${file} is not UTF-8 text; it was read as Latin-1 (Windows-1252). Check accented names in the preview.`
    case 'TIME_ZONE_ASSUMED':
      return t`${file} does not say which time zone its times are in; they are read in the time zone chosen below.`
    case 'UNSORTED_DEDUPE':
      return t`${file} is not in time order; identical rows far apart may be taken as one when a later export overlaps it.`
    case 'FEE_COIN_PRICE': {
      const coin = notice.detail ?? ''
      const stored = feeCoinPrices[coin]
      const price = stored ? formatQuantity(stored, i18n.locale) : undefined
      return price
        ? t`${file} has fees paid in ${coin}; they count at 1 ${coin} = ${price} US dollars, your price under Fee coin prices.`
        : t`${file} has fees paid in ${coin} but not its price, so they are left out of the net P&L until you give ${coin} a price in US dollars under Fee coin prices below.`
    }
    case 'FEE_COIN_NOT_CONVERTED': {
      const coin = notice.detail ?? ''
      return t`${file} has fees paid in ${coin} on pairs not quoted in US dollars, where a fee coin price does not apply: those fees are not counted in the net P&L.`
    }
  }
}
