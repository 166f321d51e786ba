import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DRAFT_ERROR_CODES, type TradeDraftErrorCode } from '../../../src/domain/trades'
import { tradeFormErrorMessage } from '../../../src/features/trade-form/error-messages'
import { TRADE_FORM_FIELDS } from '../../../src/features/trade-form/trade-form-values'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('tradeFormErrorMessage', () => {
  it.each(TRADE_DRAFT_ERROR_CODES.flatMap((code) => TRADE_FORM_FIELDS.map((field) => [code, field] as const)))('has a message for %s on %s', (code, field) => {
    const message = tradeFormErrorMessage(code, field)
    expect(message.trim().length).toBeGreaterThan(5)
    expect(message).not.toMatch(/[A-Z]{2,}_[A-Z]/)
  })

  it.each<[TradeDraftErrorCode, string, string]>([
    ['MUST_BE_POSITIVE', 'entryPrice', 'Entry price must be greater than zero'],
    ['MUST_BE_POSITIVE', 'quantity', 'Quantity must be greater than zero'],
    ['LEVERAGE_OUT_OF_RANGE', 'leverage', 'Leverage must be between 1 and 200'],
    ['FEE_EXCEEDS_NOTIONAL', 'tradingFee', 'A fee cannot be larger than the position size'],
    ['EXIT_BEFORE_ENTRY', 'closedAt', 'Closed at cannot be before Opened at'],
    ['NOT_A_NUMBER', 'quantity', 'Enter a number'],
    ['REQUIRED', 'symbol', 'Enter the symbol, e.g. BTCUSDT'],
  ])('says %s on %s specifically', (code, field, expected) => {
    expect(tradeFormErrorMessage(code, field)).toBe(expected)
  })
})
