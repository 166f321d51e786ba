import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { KeyStatId } from './widgets/view-models'

export interface StatText {
  readonly label: string
  /** How the number is computed (the metrics engine's definition, src/domain/metrics/README.md). */
  readonly definition: string
}

/** Label and definition of each key stat card, in the active language. */
export function useStatTexts(): Record<KeyStatId, StatText> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      netPnl: { label: t`Net P&L`, definition: t`Sum of the P&L of closed trades: realised P&L - trading fees - funding paid + funding received.` },
      totalBalance: { label: t`Total balance`, definition: t`Initial capital + the P&L of every trade closed up to the end of the period shown.` },
      winRate: { label: t`Win rate`, definition: t`Wins / (wins + losses) in the chosen currency; breakeven trades are left out.` },
      totalTrades: { label: t`Total trades`, definition: t`Closed trades with a known P&L in the chosen currency. Open trades are counted apart.` },
      profitFactor: { label: t`Profit factor`, definition: t`Sum of winning P&L / |sum of losing P&L|; infinite with no losses.` },
      averagePnlPerTrade: { label: t`Average P&L per trade`, definition: t`P&L / total trades.` },
      averagePnlPerDay: { label: t`Average P&L per day`, definition: t`P&L / trading days (days with at least one closed trade).` },
      maxDrawdown: { label: t`Max drawdown`, definition: t`Largest fall of equity (initial capital + cumulative P&L) from a running peak.` },
      expectancy: { label: t`Expectancy`, definition: t`Win rate × average win - loss rate × |average loss|, per trade.` },
      riskToReward: { label: t`Risk-to-reward`, definition: t`Payoff ratio: average win / |average loss|.` },
      sharpeRatio: { label: t`Sharpe ratio`, definition: t`Mean / standard deviation of daily returns × √365, risk-free rate 0.` },
      currentRoi: { label: t`Current ROI`, definition: t`Account ROI: P&L / the capital the period started with (initial capital + the P&L before it).` },
    }),
    [t],
  )
}
