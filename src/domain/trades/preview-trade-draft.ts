import { deriveTradeFigures, type DeriveOptions, type TradeFigures } from './derive-trade-figures'
import { parseTradeDraft } from './trade-draft-schema'

/**
 * The form's live preview of P&L, ROI and R: the figures of the draft once it is valid, undefined
 * while it is not (the form shows the field messages instead). Local times are read in
 * `options.timeZone`, the same zone the period of day uses.
 */
export function previewTradeDraft(draft: unknown, options: DeriveOptions): TradeFigures | undefined {
  const parsed = parseTradeDraft(draft, { timeZone: options.timeZone })
  return parsed.ok ? deriveTradeFigures(parsed.value, options) : undefined
}
