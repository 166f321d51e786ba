import type { Trade, TradeOverrides } from '../../domain'
import type { NormalisedTradeDraft, TradeDraft } from '../../domain/trades'
import type { TradeChanges, TradeInput } from '../../db'
import { coinFundingInQuote, quoteFundingInCoin } from './trade-form-values'

/** The trade fields the form edits; an optional one left blank is cleared on save. */
const EDITED_FIELDS = [
  'symbol',
  'baseAsset',
  'quoteAsset',
  'marketType',
  'side',
  'entryPrice',
  'exitPrice',
  'quantity',
  'contractSize',
  'leverage',
  'tradingFee',
  'feeAsset',
  'fundingFee',
  'stopLoss',
  'takeProfit',
  'openedAt',
  'closedAt',
  'setupId',
  'exchange',
  'accountId',
  'notes',
] as const satisfies readonly (keyof NormalisedTradeDraft & keyof Trade)[]

/**
 * The form's margin and net P&L replace the stored overrides of theirs (blank removes them); the
 * others (an exchange's realised P&L, kept and marked as such) are not on the form and stay as they
 * were. The preview shows the same.
 */
export function overridesOnSave(previous: TradeOverrides | undefined, typed: TradeOverrides | undefined): TradeOverrides | undefined {
  const { margin: _oldMargin, netPnl: _oldNet, ...kept } = previous ?? {}
  const merged: TradeOverrides = {
    ...kept,
    ...(typed?.margin !== undefined ? { margin: typed.margin } : {}),
    ...(typed?.netPnl !== undefined ? { netPnl: typed.netPnl } : {}),
  }
  return Object.keys(merged).length > 0 ? merged : undefined
}

/**
 * What saving the form changes on an existing trade. Tags come from the draft when the form
 * carries them (`draft.tagIds`), else the trade keeps its own; screenshots, source and import
 * provenance are never touched here.
 */
export function tradeChangesFromDraft(trade: Trade, value: NormalisedTradeDraft, draft: TradeDraft): TradeChanges {
  const changes: Record<string, unknown> = {}
  for (const field of EDITED_FIELDS) changes[field] = value[field]
  changes.overrides = overridesOnSave(trade.overrides, value.overrides)
  changes.tagIds = draft.tagIds ? [...value.tagIds] : [...trade.tagIds]
  return changes as TradeChanges
}

/** A new manual trade from a validated draft. */
export function newTradeFromDraft(value: NormalisedTradeDraft): TradeInput {
  const { tagIds, notes, ...fields } = value
  return { ...fields, tagIds: [...tagIds], notes, screenshots: [], source: 'manual' }
}

/**
 * Coins stated on a stored trade are kept while its symbol is unchanged: an imported symbol the
 * parser cannot split would otherwise refuse the edit.
 */
export function draftWithStoredCoins(draft: TradeDraft, trade: Trade | undefined): TradeDraft {
  if (!trade || (draft.symbol ?? '').trim().toUpperCase() !== trade.symbol.toUpperCase()) return draft
  return { ...draft, baseAsset: trade.baseAsset, quoteAsset: trade.quoteAsset, ...storedInverseFunding(draft, trade) }
}

/**
 * An inverse trade's funding is shown in the coin to 18 decimals, which need not be exact
 * (trade-form-values.ts): left untouched, at an unchanged price, the stored amount is kept exactly.
 */
function storedInverseFunding(draft: TradeDraft, trade: Trade): Pick<TradeDraft, 'fundingFee'> {
  if (trade.marketType !== 'inverse' || trade.fundingFee === undefined) return {}
  const price = trade.exitPrice ?? trade.entryPrice
  if ((draft.exitPrice ?? draft.entryPrice) !== price || draft.fundingFee !== coinFundingInQuote(quoteFundingInCoin(trade), price)) return {}
  return { fundingFee: trade.fundingFee }
}
