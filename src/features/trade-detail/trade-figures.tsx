import { useLingui } from '@lingui/react/macro'
import type { Trade } from '../../domain'
import { isDollarCoin, type TradeFigures } from '../../domain/trades'
import { Card, CardHeader, EMPTY_VALUE, formatDuration, formatMoney, formatNumber, formatPercent, formatQuantity } from '../../ui'
import { Figure } from './figure'
import { outcomeLabel, periodLabel, statusLabel } from './trade-messages'
import * as styles from './trade-detail.css'

export interface TradeFiguresCardProps {
  readonly trade: Trade
  readonly figures: TradeFigures
  readonly blur: boolean
  readonly breakevenBand: string
}

/** Every derived number of the trade with its definition; overridden ones are marked. */
export function TradeFiguresCard({ trade, figures, blur, breakevenBand }: TradeFiguresCardProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const settlement = figures.settlementAsset
  const money = (value: string | undefined, currency = settlement, signed = false) => (value === undefined ? EMPTY_VALUE : formatMoney(value, locale, { currency, signed }))
  const net = figures.netPnl?.value
  const gross = figures.grossPnl?.value
  const roi = figures.roi?.value
  const r = figures.rMultiple
  const feeCoin = trade.feeAsset ?? ''
  const feeText = figures.feeConversion === 'unknown' && trade.tradingFee ? `${formatQuantity(trade.tradingFee, locale)} ${trade.feeAsset ?? ''}`.trim() : money(figures.fee)
  const sensitiveMoney = { sensitive: true, blur }
  return (
    <Card as="section" aria-labelledby="trade-figures-title">
      <CardHeader titleId="trade-figures-title" title={t`Numbers`} description={t`Amounts in ${settlement}.`} />
      <dl className={styles.figures}>
        <Figure
          label={t`Net P&L`}
          value={money(net, settlement, true)}
          signOf={net}
          overridden={figures.netPnl?.overridden}
          definition={t`Gross P&L − trading fees − funding paid + funding received`}
          {...sensitiveMoney}
        />
        <Figure
          label={t`Gross P&L`}
          value={money(gross, settlement, true)}
          signOf={gross}
          overridden={figures.grossPnl?.overridden}
          definition={t`Price move × quantity, before fees and funding`}
          {...sensitiveMoney}
        />
        <Figure
          label={t`ROI`}
          value={roi === undefined ? EMPTY_VALUE : formatPercent(roi, locale, { signed: true })}
          signOf={roi}
          overridden={figures.roi?.overridden}
          definition={t`Net P&L ÷ margin`}
        />
        <Figure
          label={t`R multiple`}
          value={r === undefined ? EMPTY_VALUE : `${formatNumber(r, locale, { signed: true, maxDecimals: 2 })}R`}
          signOf={r}
          definition={t`Net P&L ÷ initial risk (|entry − stop loss| × quantity)`}
        />
        <Figure
          label={t`Notional`}
          value={money(figures.notional.value, trade.quoteAsset)}
          overridden={figures.notional.overridden}
          definition={t`Position size at entry`}
          {...sensitiveMoney}
        />
        <Figure label={t`Margin`} value={money(figures.margin.value)} overridden={figures.margin.overridden} definition={t`Notional ÷ leverage`} {...sensitiveMoney} />
        <Figure
          label={t`Fees`}
          value={feeText}
          definition={
            figures.feeConversion !== 'unknown'
              ? t`Trading fees, as a cost`
              : figures.netPnl?.overridden
                ? t`Paid in another coin with no known price; the net P&L is the exchange's, which includes it`
                : trade.source === 'import' && isDollarCoin(trade.quoteAsset)
                  ? t`Paid in ${feeCoin}, which has no price yet, so the net P&L, ROI and outcome are not worked out: give it a price under Upload Trades, Fee coin prices`
                  : t`Paid in another coin with no known price, so the net P&L, ROI and outcome are not worked out`
          }
          {...sensitiveMoney}
        />
        <Figure
          label={t`Funding`}
          value={money(figures.funding, settlement, true)}
          signOf={figures.funding}
          definition={t`Negative when paid, positive when received`}
          {...sensitiveMoney}
        />
        <Figure label={t`Holding time`} value={formatDuration(figures.holdingTimeMs, locale)} definition={t`Closed at − opened at`} />
        <Figure
          label={t`Period of day`}
          value={figures.periodOfDay ? periodLabel(figures.periodOfDay) : EMPTY_VALUE}
          definition={t`Of the open time: morning 06–12, afternoon 12–18, night 18–06`}
        />
        <Figure label={t`Status`} value={statusLabel(figures.status)} definition={t`Open until it has a close time`} />
        <Figure
          label={t`Outcome`}
          value={figures.outcome ? outcomeLabel(figures.outcome) : EMPTY_VALUE}
          signOf={figures.outcome === 'win' ? 1 : figures.outcome === 'loss' ? -1 : undefined}
          definition={t`Breakeven when |net P&L| ≤ ${breakevenBand} (your breakeven band)`}
        />
        {figures.initialRisk !== undefined ? (
          <Figure label={t`Initial risk`} value={money(figures.initialRisk)} definition={t`|entry − stop loss| × quantity`} {...sensitiveMoney} />
        ) : null}
        {figures.plannedRewardRisk !== undefined ? (
          <Figure
            label={t`Planned reward:risk`}
            value={formatNumber(figures.plannedRewardRisk, locale, { maxDecimals: 2 })}
            definition={t`|take profit − entry| ÷ |entry − stop loss|`}
          />
        ) : null}
      </dl>
    </Card>
  )
}
