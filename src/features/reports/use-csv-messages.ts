import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { TradeCsvLabels } from '../../domain/backup'

/** The CSV's column headers and words, in the trader's language (a spreadsheet is read by people). */
export function useCsvLabels(): TradeCsvLabels {
  const { t } = useLingui()
  return useMemo(
    () => ({
      headers: {
        openedAt: t`Opened (local time)`,
        closedAt: t`Closed (local time)`,
        timeZone: t`Time zone`,
        openedAtUtc: t`Opened (UTC, ISO 8601)`,
        closedAtUtc: t`Closed (UTC, ISO 8601)`,
        symbol: t`Symbol`,
        baseAsset: t`Base asset`,
        quoteAsset: t`Quote asset`,
        marketType: t`Market`,
        side: t`Side`,
        status: t`Status`,
        outcome: t`Outcome`,
        entryPrice: t`Entry price`,
        exitPrice: t`Exit price`,
        quantity: t`Quantity`,
        notional: t`Notional`,
        leverage: t`Leverage`,
        margin: t`Margin`,
        tradingFee: t`Trading fee`,
        feeAsset: t`Fee coin`,
        funding: t`Funding (quote coin)`,
        grossPnl: t`Gross P&L`,
        netPnl: t`Net P&L`,
        pnlAsset: t`P&L coin`,
        roiPercent: t`ROI %`,
        rMultiple: t`R multiple`,
        stopLoss: t`Stop loss`,
        takeProfit: t`Take profit`,
        setup: t`Setup`,
        tags: t`Tags`,
        exchange: t`Exchange`,
        account: t`Account`,
        notes: t`Notes`,
        id: t`Trade ID`,
      },
      side: { long: t`Long`, short: t`Short`, buy: t`Buy`, sell: t`Sell` },
      status: { open: t`Open`, closed: t`Closed` },
      outcome: { win: t`Win`, loss: t`Loss`, breakeven: t`Breakeven` },
      marketType: { spot: t`Spot`, linear: t`Linear futures`, inverse: t`Inverse futures` },
    }),
    // `t` is bound anew on a language switch.
    [t],
  )
}
