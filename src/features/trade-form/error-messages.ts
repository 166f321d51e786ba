import { t } from '@lingui/core/macro'
import { MAX_LEVERAGE, MIN_LEVERAGE, type TradeDraftErrorCode } from '../../domain/trades'

/** "Must be greater than zero", said about the field it sits under. */
function positiveMessage(field: string): string {
  switch (field) {
    case 'entryPrice':
      return t`Entry price must be greater than zero`
    case 'exitPrice':
      return t`Exit price must be greater than zero`
    case 'quantity':
      return t`Quantity must be greater than zero`
    case 'contractSize':
      return t`Contract size must be greater than zero`
    case 'margin':
      return t`Margin must be greater than zero`
    case 'stopLoss':
      return t`Stop loss must be greater than zero`
    case 'takeProfit':
      return t`Take profit must be greater than zero`
    default:
      return t`Must be greater than zero`
  }
}

function requiredMessage(field: string): string {
  switch (field) {
    case 'symbol':
      return t`Enter the symbol, e.g. BTCUSDT`
    case 'side':
      return t`Choose a side`
    case 'entryPrice':
      return t`Enter the entry price`
    case 'quantity':
      return t`Enter the quantity`
    case 'openedAt':
      return t`Enter when the trade was opened`
    default:
      return t`This field is required`
  }
}

/**
 * The translated message shown under a field for one refusal code of the trade draft schema. Pure
 * apart from the active Lingui locale; call it while rendering so a language switch re-translates.
 */
export function tradeFormErrorMessage(code: TradeDraftErrorCode, field: string): string {
  switch (code) {
    case 'INVALID_TYPE':
      return t`This value cannot be read`
    case 'REQUIRED':
      return requiredMessage(field)
    case 'NOT_A_NUMBER':
      return t`Enter a number`
    case 'EXPONENT_NOT_ALLOWED':
      return t`Write the number in full, without an exponent`
    case 'STOP_NOT_BELOW_ENTRY':
      return t`On a long or a buy, the stop loss is below the entry price`
    case 'STOP_NOT_ABOVE_ENTRY':
      return t`On a short or a sell, the stop loss is above the entry price`
    case 'THOUSANDS_SEPARATOR':
      return t`Write the number without thousands separators, e.g. 60000`
    case 'TOO_MANY_DECIMALS':
      return t`Use at most 18 decimals`
    case 'MUST_BE_POSITIVE':
      return positiveMessage(field)
    case 'MUST_NOT_BE_NEGATIVE':
      return t`A trading fee cannot be negative`
    case 'LEVERAGE_OUT_OF_RANGE':
      return t`Leverage must be between ${MIN_LEVERAGE} and ${MAX_LEVERAGE}`
    case 'FEE_EXCEEDS_NOTIONAL':
      return t`A fee cannot be larger than the position size`
    case 'INVALID_SIDE':
      return t`Choose long, short, buy or sell`
    case 'INVALID_MARKET_TYPE':
      return t`The market must be spot, linear or inverse`
    case 'SYMBOL_UNRECOGNISED':
      return t`Use a symbol like BTCUSDT or BTC-USDT`
    case 'INVALID_DATE':
      return t`Enter a valid date and time`
    case 'EXIT_BEFORE_ENTRY':
      return t`Closed at cannot be before Opened at`
    case 'CLOSE_TIME_REQUIRED':
      return t`Enter when the trade was closed, or clear the exit price to keep it open`
    case 'EXIT_PRICE_REQUIRED':
      return t`Enter the exit price, or clear Closed at to keep the trade open`
    case 'TOO_LONG':
      return t`This text is too long`
  }
}
