/**
 * Stable codes for every way a trade draft can be refused. The UI maps each to a translated message
 * next to the field named by the issue's path; the domain carries no UI text.
 */
export const TRADE_DRAFT_ERROR_CODES = [
  /** The value is not text (import rows and forms always give text). */
  'INVALID_TYPE',
  /** A required field is empty. */
  'REQUIRED',
  /** Not a plain decimal number (letters, two dots, NaN, Infinity...). */
  'NOT_A_NUMBER',
  /** Exponent notation such as `1e-8`. */
  'EXPONENT_NOT_ALLOWED',
  /** Digits grouped with commas (`60,000`): ten thousand on one keyboard, ten on another, so refused. */
  'THOUSANDS_SEPARATOR',
  /** More than 18 digits after the decimal point. */
  'TOO_MANY_DECIMALS',
  /** Zero or negative where a positive number is needed (prices, quantity, stop, target...). */
  'MUST_BE_POSITIVE',
  /** Negative where zero is allowed but not below (trading fee). */
  'MUST_NOT_BE_NEGATIVE',
  /** Leverage outside 1 to 200. */
  'LEVERAGE_OUT_OF_RANGE',
  /** The trading fee is larger than the trade's notional. */
  'FEE_EXCEEDS_NOTIONAL',
  /** Side is not long, short, buy or sell. */
  'INVALID_SIDE',
  /** Market type is not spot, linear or inverse. */
  'INVALID_MARKET_TYPE',
  /** Base and quote coins could not be read from the symbol, and none were given. */
  'SYMBOL_UNRECOGNISED',
  /** Not a date and time (ISO instant, or a local `YYYY-MM-DDTHH:mm` in the trader's zone). */
  'INVALID_DATE',
  /** A long's (or buy's) stop loss at or above its entry price. */
  'STOP_NOT_BELOW_ENTRY',
  /** A short's (or sell's) stop loss at or below its entry price. */
  'STOP_NOT_ABOVE_ENTRY',
  /** Closed at is before opened at. */
  'EXIT_BEFORE_ENTRY',
  /** An exit price needs a close time (path `closedAt`). */
  'CLOSE_TIME_REQUIRED',
  /** A close time needs an exit price (path `exitPrice`). */
  'EXIT_PRICE_REQUIRED',
  /** Text longer than the field allows. */
  'TOO_LONG',
] as const

export type TradeDraftErrorCode = (typeof TRADE_DRAFT_ERROR_CODES)[number]

export interface TradeDraftIssue {
  readonly code: TradeDraftErrorCode
  /** Dot path of the field, e.g. `entryPrice`, `tagIds.0`; empty for the whole draft. */
  readonly path: string
}

export function isTradeDraftErrorCode(value: string): value is TradeDraftErrorCode {
  return (TRADE_DRAFT_ERROR_CODES as readonly string[]).includes(value)
}
