import type { ReadConfidence, ReadFieldName, ScreenshotReading } from '../../domain/screenshot-reading'
import type { TradeFormField, TradeFormValues } from '../trade-form'

/** Where each read figure goes in the trade form; ROI has no field of its own (shown beside the form). */
const FORM_FIELD: Partial<Record<ReadFieldName, TradeFormField>> = {
  exchange: 'exchange',
  symbol: 'symbol',
  marketType: 'marketType',
  side: 'side',
  leverage: 'leverage',
  entryPrice: 'entryPrice',
  exitPrice: 'exitPrice',
  quantity: 'quantity',
  margin: 'margin',
  realisedPnl: 'netPnl',
  fee: 'tradingFee',
  openedAt: 'openedAt',
  closedAt: 'closedAt',
}

export interface ScreenshotDraftValues {
  readonly values: Partial<TradeFormValues>
  readonly confidence: Partial<Record<TradeFormField, ReadConfidence>>
}

/** The trade form's starting values from a reading: only the fields read, each with how sure. */
export function draftValuesOf(reading: ScreenshotReading): ScreenshotDraftValues {
  const values: Partial<Record<TradeFormField, string>> = {}
  const confidence: Partial<Record<TradeFormField, ReadConfidence>> = {}
  for (const [name, field] of Object.entries(reading.fields)) {
    const target = FORM_FIELD[name as ReadFieldName]
    if (!target || !field) continue
    values[target] = field.value
    confidence[target] = field.confidence
  }
  // A spot trade is a buy or a sell in the form, a contract a long or a short.
  if (values.marketType === 'spot' && values.side) values.side = values.side === 'long' ? 'buy' : 'sell'
  return { values, confidence }
}
