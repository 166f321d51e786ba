import type { DecimalString } from '../../common'
import type { TextEncodingName } from '../decode/sniff'
import type { FileNotice, RowIssue } from '../errors'
import type { ColumnMapping } from '../layouts/mapping'
import type { LayoutId } from '../layouts/types'
import type { DateFormat } from '../values/date'
import type { ImportedFill, ImportedLedgerEntry, ImportedPosition, ImportedRecord } from '../records'
import type { ZoneSource } from './zone-resolution'

/** What an import session is given and what it reports. */

export interface ImportOptions {
  /** IANA zone or `UTC+8` for files whose times state no zone (the trader's choice). */
  readonly timeZone?: string
  /** Use this layout instead of detecting one. */
  readonly layoutId?: LayoutId
  /** Read the file through a column mapping (any CSV, BingX...). */
  readonly mapping?: ColumnMapping
  /** Contract value by symbol for contract-denominated sizes (`{ 'ETH-USDT-SWAP': '0.1' }`). */
  readonly contractSizes?: Readonly<Record<string, DecimalString>>
  /** Decimal separator when known; learned from the values otherwise. */
  readonly decimalSeparator?: '.' | ','
  /** Row results kept for a preview (default 0). */
  readonly keepRows?: number
  /** Row issues kept (default 1000); counts stay exact beyond it. */
  readonly maxIssues?: number
}

/** A row as the preview shows it: its cells, what it becomes, and its problems. */
export interface RowPreview {
  readonly row: number
  readonly cells: readonly string[]
  readonly records: readonly ImportedRecord[]
  readonly issues: readonly RowIssue[]
}

export interface ImportBatchOutput {
  readonly fills: readonly ImportedFill[]
  readonly ledgerEntries: readonly ImportedLedgerEntry[]
  readonly positions: readonly ImportedPosition[]
}

export interface DetectedFile {
  readonly layoutId: LayoutId
  readonly exchange: string
  readonly delimiter: string
  readonly header: readonly string[]
  /** 1-based line of the header. */
  readonly headerRow: number
  readonly timeZone: string
  readonly timeZoneSource: ZoneSource
}

export interface ImportFileSummary extends DetectedFile {
  /** How the file's dates were read: the layout's format, or the order its dates settled. */
  readonly dateFormat?: DateFormat
  /** Set when the dates fit more than one order: the trader chooses one in the column mapping. */
  readonly dateFormatChoices?: readonly DateFormat[]
  readonly encoding: TextEncodingName
  /** Data rows read (blank lines and repeated headers not counted). */
  readonly rowCount: number
  readonly fillCount: number
  readonly ledgerEntryCount: number
  readonly positionCount: number
  /** Rows refused with at least one error. */
  readonly errorRowCount: number
  /** Rows left out on purpose (cancelled orders, ledger legs of trades, repeated ids). */
  readonly skippedRowCount: number
  readonly notices: readonly FileNotice[]
  /** Up to `maxIssues` row issues, in file order. */
  readonly issues: readonly RowIssue[]
  readonly issuesTruncated: boolean
  readonly previewRows: readonly RowPreview[]
}
