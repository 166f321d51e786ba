/**
 * Every way an import can refuse a file or a row, as stable codes. The domain carries no prose: the
 * UI maps each code to a translated message and names the file, row and column from the issue.
 */

/** The whole file is refused. */
export const FILE_ERROR_CODES = [
  /** Zero bytes, or nothing but whitespace. */
  'EMPTY_FILE',
  /** An image, archive, PDF or other binary (e.g. a PNG renamed `.csv`). `detail` names the format. */
  'BINARY_FILE',
  /** A header was found but no data row follows it. */
  'HEADER_ONLY',
  /** No known exchange header was found; `header` carries the best guess for the column mapping. */
  'UNKNOWN_LAYOUT',
  /** A column mapping names a column the file does not have (`detail` is the column). */
  'MAPPING_COLUMN_NOT_FOUND',
  /** A column mapping lacks a required field (`detail` is the field). */
  'MAPPING_FIELD_REQUIRED',
  /** The time zone chosen by the trader is not a known zone (`detail` is the zone). */
  'INVALID_TIME_ZONE',
  /** A layout forced by the caller does not fit the header. */
  'LAYOUT_MISMATCH',
  /**
   * The header has more than MAX_COLUMNS cells (`detail` is the limit): no trade history is that
   * wide, and offering 100,000 columns in every mapping select would freeze the page.
   */
  'TOO_MANY_COLUMNS',
  /** An `.xlsx` file whose workbook cannot be read (damaged, encrypted, or not a spreadsheet). */
  'SPREADSHEET_UNREADABLE',
] as const
export type FileErrorCode = (typeof FILE_ERROR_CODES)[number]

/** One row (or one value in it) cannot be imported. */
export const ROW_ERROR_CODES = [
  /** A required cell is empty. */
  'MISSING_VALUE',
  /** Not a number, even allowing currency symbols, asset suffixes and separators. */
  'INVALID_NUMBER',
  /** Zero or negative where a positive number is needed (price, quantity). */
  'MUST_BE_POSITIVE',
  /** Not a real date and time in the expected format. */
  'INVALID_DATE',
  /** `03/04/2024` with no rule saying which is the day: choose a date format. */
  'AMBIGUOUS_DATE',
  /** Not buy/sell (or open/close long/short) in any spelling the layout knows. */
  'INVALID_SIDE',
  /** Base and quote coins cannot be read from the symbol. */
  'UNKNOWN_SYMBOL',
  /** A row type the layout does not know (e.g. a new transaction type). */
  'UNKNOWN_TYPE',
  /** Contract-denominated size whose contract value is not known: give it in the import options. */
  'CONTRACT_SIZE_UNKNOWN',
  /** More filled cells than header columns: an unquoted delimiter inside a value shifted the row. */
  'COLUMN_COUNT_MISMATCH',
  /** A quoted cell is never closed before the end of the file. */
  'UNTERMINATED_QUOTE',
  /** Two cells of the row disagree (e.g. the amount's asset is not the pair's quote coin). */
  'ASSET_MISMATCH',
  /** A nested fill row with no order row above it (Binance order history): its side is unknown. */
  'ORPHAN_FILL',
  /**
   * One row of a trade written as several rows (one per coin) whose other rows do not complete it:
   * no pair of coins, one received and one spent, at the same time. Never imported alone.
   */
  'UNJOINED_LEG',
  /** Quantity × price disagrees with the row's own amount or total column: a misread row. */
  'AMOUNT_MISMATCH',
  /** The fee is in a coin that is neither coin of the pair nor an exchange's fee token. */
  'FEE_COIN_MISMATCH',
  /** The rows of one trade (one per coin) do not describe the same trade: coins or amounts differ. */
  'LEGS_UNBALANCED',
  /** One row of a trade written as one row per coin whose other row is not in the file. */
  'UNPAIRED_LEG',
] as const
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number]

/** Rows left out on purpose: reported so counts add up, never an error. */
export const ROW_SKIP_CODES = [
  /** A cancelled or unfilled order row (zero filled quantity). */
  'NOT_FILLED',
  /** A row that moves no position and no cash the journal tracks (e.g. a ledger's trade leg). */
  'NOT_A_TRADE',
  /** The same exchange id appears twice in the file; the first row is kept. */
  'DUPLICATE_IN_FILE',
  /** An order row whose fills follow it as nested rows; the fills are imported, not the order. */
  'ORDER_OF_FILLS',
  /** One coin's row of a trade joined into the fill shown on the row in `value`. */
  'JOINED_LEG',
] as const
export type RowSkipCode = (typeof ROW_SKIP_CODES)[number]

/** A problem with one row: `row` is the 1-based line of the file, `column` the header as written. */
export interface RowIssue {
  readonly severity: 'error' | 'skipped'
  readonly code: RowErrorCode | RowSkipCode
  readonly row: number
  readonly column?: string
  /** The offending cell, cut to 80 characters, so the message can quote it. */
  readonly value?: string
}

/** Notes about the whole file that do not refuse it. */
export const FILE_NOTICE_CODES = [
  /** Not valid UTF-8: read as Windows-1252 (Latin-1) from `detail`'s byte offset on. */
  'ENCODING_FALLBACK',
  /** The file states no time zone and the caller gave none: times were read as UTC. */
  'TIME_ZONE_ASSUMED',
  /**
   * The file is not in time order and is very large: identical rows far apart may share an ordinal
   * (see dedupe). Only reported when it can change a key.
   */
  'UNSORTED_DEDUPE',
  /**
   * Fees paid in a coin that is neither side of a dollar pair (`detail`: BNB): the export has no price
   * for it, so those fees count once the trader's fee coin prices give it one. One notice per coin.
   */
  'FEE_COIN_PRICE',
  /**
   * Fees paid in such a coin on pairs quoted in something else (ETHBTC): a price in dollars does not
   * apply there, so those fees stay out of the net P&L. `detail`: the coin.
   */
  'FEE_COIN_NOT_CONVERTED',
] as const
export type FileNoticeCode = (typeof FILE_NOTICE_CODES)[number]

export interface FileNotice {
  readonly code: FileNoticeCode
  readonly detail?: string
}

/** One line of a file as cells, with its 1-based line number. */
export interface FileLine {
  readonly line: number
  readonly cells: readonly string[]
}

/** Thrown by the import session for a file that cannot be imported at all. */
export class ImportFileError extends Error {
  readonly code: FileErrorCode
  readonly detail?: string
  /** For UNKNOWN_LAYOUT and mapping errors: the header the mapping UI should offer. */
  readonly header?: readonly string[]
  readonly delimiter?: string
  /** The file's first lines, split by `delimiter`, for the mapping's header-row choice. */
  readonly lines?: readonly FileLine[]
  constructor(code: FileErrorCode, extra: { detail?: string; header?: readonly string[]; delimiter?: string; lines?: readonly FileLine[] } = {}) {
    super(extra.detail ? `${code}: ${extra.detail}` : code)
    this.name = 'ImportFileError'
    this.code = code
    this.detail = extra.detail
    this.header = extra.header
    this.delimiter = extra.delimiter
    this.lines = extra.lines
  }
}

export function isImportFileError(error: unknown): error is ImportFileError {
  return error instanceof ImportFileError
}

/** Cuts a cell for quoting in a message. */
export function quoteValue(value: string): string {
  return value.length > 80 ? `${value.slice(0, 79)}…` : value
}
