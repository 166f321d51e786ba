import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { Trade } from '../../domain'
import { type Deviation, reviewTrade } from '../../domain/coach'
import { formatDate, formatMoney, formatNumber, Sensitive, SelectField } from '../../ui'
import type { AnalyticsLabels } from '../analytics'
import * as styles from './ai.css'

export interface TradeReviewPanelProps {
  /** Live trades, newest first. */
  readonly trades: readonly Trade[]
  readonly planSetupIds: readonly string[]
  readonly labels: AnalyticsLabels
  readonly timeZone: string
  readonly blur: boolean
}

/** Trades offered in the picker (newest first). */
const PICKER_LIMIT = 100

/** Picks a trade and lists where it departed from the trader's own rules, with the numbers. */
export function TradeReviewPanel({ trades, planSetupIds, labels, timeZone, blur }: TradeReviewPanelProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const recent = useMemo(() => [...trades].sort((a, b) => (a.openedAt < b.openedAt ? 1 : -1)).slice(0, PICKER_LIMIT), [trades])
  const [chosen, setChosen] = useState<string | null>(null)
  const trade = recent.find((tr) => tr.id === chosen) ?? recent[0]
  const review = useMemo(() => (trade ? reviewTrade(trade, trades, planSetupIds) : null), [trade, trades, planSetupIds])
  if (!trade || !review) return <p className={styles.question}>{t`No trades yet: log or import a trade to review it.`}</p>

  const sideName = (tr: Trade) => labels.side(tr.side === 'long' || tr.side === 'buy' ? 'long' : 'short')
  const money = (amount: number) => formatMoney(amount, locale, { currency: review.currency })
  const describe = (deviation: Deviation) => {
    switch (deviation.kind) {
      case 'noStop':
        return t`No stop loss: the risk of this trade was not defined.`
      case 'stopWrongSide': {
        const stop = deviation.stop
        const entry = deviation.entry
        return t`The stop (${stop}) is on the wrong side of the entry (${entry}): it could not limit a loss.`
      }
      case 'lossBeyondStop': {
        const r = formatNumber(deviation.rMultiple, locale, { maxDecimals: 2 })
        return t`The loss went past the stop: ${r} R (a respected stop loses about 1 R).`
      }
      case 'oversized': {
        const ratio = formatNumber(deviation.ratio, locale, { maxDecimals: 1 })
        const size = money(deviation.notional)
        const typical = money(deviation.typical)
        return (
          <Trans>
            Oversized: {ratio} times your usual position size (<Sensitive hidden={blur}>{size}</Sensitive> against a median of <Sensitive hidden={blur}>{typical}</Sensitive>).
          </Trans>
        )
      }
      case 'noSetup':
        return t`No setup, while your trading plan lists the setups you trade.`
      case 'offPlanSetup': {
        const name = labels.setup(deviation.setupId)
        return t`The setup ${name} is not one of your trading plan's setups.`
      }
    }
  }
  const r = review.rMultiple === null ? '—' : formatNumber(review.rMultiple, locale, { maxDecimals: 2 })
  const planned = review.plannedRewardRisk === null ? '—' : formatNumber(review.plannedRewardRisk, locale, { maxDecimals: 2 })
  const setup = trade.setupId ? labels.setup(trade.setupId) : t`none`
  const size = money(review.notional)
  const typical = review.typicalNotional === null ? null : money(review.typicalNotional)

  return (
    <div className={styles.answers}>
      <SelectField
        className={styles.select}
        label={t`Trade`}
        name="trade"
        value={trade.id}
        onValueChange={setChosen}
        options={recent.map((tr) => ({
          value: tr.id,
          label: `${tr.symbol} · ${sideName(tr)} · ${formatDate(tr.openedAt, locale, { style: 'datetime', timeZone })}${tr.closedAt ? '' : ` · ${t`open`}`}`,
        }))}
      />
      <ul className={styles.numbers} aria-label={t`Trade facts`}>
        <li>
          {typical === null ? (
            <Trans>
              Position size: <Sensitive hidden={blur}>{size}</Sensitive>
            </Trans>
          ) : (
            <Trans>
              Position size: <Sensitive hidden={blur}>{size}</Sensitive> (your usual, the median of your other trades: <Sensitive hidden={blur}>{typical}</Sensitive>)
            </Trans>
          )}
        </li>
        <li>{t`Result: ${r} R; planned reward/risk ${planned}; setup ${setup}`}</li>
        <li>{review.planSetupIds.length > 0 ? t`Checked against your trading plan's setups.` : t`Your trading plan lists no setups, so setups are not checked.`}</li>
      </ul>
      {review.deviations.length === 0 ? (
        <p className={styles.good}>{t`No deviations found: a stop on the right side, respected, a usual size and a setup that fits your plan.`}</p>
      ) : (
        <ul className={styles.deviations} aria-label={t`Deviations`}>
          {review.deviations.map((deviation) => (
            <li key={deviation.kind}>{describe(deviation)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
