import type { Trade, TradeOverrides } from '../../domain'
import { type NormalisedTradeDraft, parseTradeDraft, type TradeDraft } from '../../domain/trades'
import type { TradeChanges, TradeEdit, TradeInput } from '../../db'
import { coinFundingInQuote, quoteFundingInCoin, toTradeDraft, tradeToFormValues } from './trade-form-values'

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
 * were. The preview shows the figures with these; saving writes the same (`tradeEditFromForm`).
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

/** The overrides the form shows (Margin, Net P&L); the others are an exchange's and stay. */
const EDITED_OVERRIDES = ['margin', 'netPnl'] as const satisfies readonly (keyof TradeOverrides)[]

/** The trade's coins follow its symbol: written with it, never listed as a value of their own. */
const FOLLOWS_SYMBOL = ['baseAsset', 'quoteAsset'] as const satisfies readonly (keyof Trade)[]

/** One save of the edit form on an existing trade. */
export interface TradeFormSave {
  /** The trade as it was stored when the form opened. */
  readonly opened: Trade
  /**
   * What the form gives for `opened` left untouched (its times, decimals and inverse funding read
   * back as the form reads them), or `opened` itself when the form no longer accepts it as stored.
   */
  readonly untouched: NormalisedTradeDraft
  /** What the form gives now. */
  readonly saved: NormalisedTradeDraft
}

/**
 * What saving the form writes onto the trade as it is now (`current`): only the fields the trader
 * changed in the form, so a change synced from another device while the form was open, to a field
 * the trader left alone, stays. A field changed both in the form and underneath takes the trader's
 * value (they just typed it); the value it replaces is returned in `replaced`, for the trade's list
 * of values changed on two devices, as the sync's merge keeps a losing value (docs/sync.md, guarantee 2).
 * Tags merge as a set: the ones the trader added or removed, whatever else changed meanwhile.
 * Screenshots, source and import provenance are never touched here.
 */
export function tradeEditFromForm({ opened, untouched, saved }: TradeFormSave, current: Trade): TradeEdit {
  const changes: Record<string, unknown> = {}
  const replaced: { field: string; lostValue: string }[] = []
  const noteReplaced = (field: string, typed: unknown, was: unknown, now: unknown) => {
    if (!(FOLLOWS_SYMBOL as readonly string[]).includes(field) && !same(now, was) && !same(now, typed)) replaced.push({ field, lostValue: JSON.stringify(now ?? null) })
  }
  for (const field of EDITED_FIELDS) {
    if (same(saved[field], untouched[field])) continue
    changes[field] = saved[field]
    noteReplaced(field, saved[field], opened[field], current[field])
  }
  // A symbol typed anew over one changed meanwhile must not keep the other symbol's quote coin.
  if ('symbol' in changes) for (const field of FOLLOWS_SYMBOL) changes[field] = saved[field]

  const overrides: Record<string, unknown> = { ...current.overrides }
  const typedOverrides = EDITED_OVERRIDES.filter((key) => !same(saved.overrides?.[key], untouched.overrides?.[key]))
  for (const key of typedOverrides) {
    const typed = saved.overrides?.[key]
    if (typed === undefined) delete overrides[key]
    else overrides[key] = typed
    noteReplaced(`overrides.${key}`, typed, opened.overrides?.[key], current.overrides?.[key])
  }
  if (typedOverrides.length > 0) changes.overrides = Object.keys(overrides).length > 0 ? overrides : undefined

  const added = saved.tagIds.filter((id) => !untouched.tagIds.includes(id))
  const removed = new Set(untouched.tagIds.filter((id) => !saved.tagIds.includes(id)))
  if (added.length > 0 || removed.size > 0) {
    const kept = current.tagIds.filter((id) => !removed.has(id))
    changes.tagIds = [...kept, ...added.filter((id) => !kept.includes(id))]
  }
  return { changes: changes as TradeChanges, replaced }
}

/** Form fields hold strings and numbers; blank (undefined) equals a missing value. */
function same(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null)
}

/**
 * What the edit form gives for `trade` left untouched, as `tradeEditFromForm` compares it; the trade
 * itself when the form would refuse it as stored (a rule added since it was saved).
 */
export function untouchedFormValue(trade: Trade, timeZone: string): NormalisedTradeDraft {
  const draft = draftWithStoredCoins({ ...toTradeDraft(tradeToFormValues(trade, timeZone)), tagIds: trade.tagIds }, trade)
  const parsed = parseTradeDraft(draft, { timeZone })
  return parsed.ok ? parsed.value : trade
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
