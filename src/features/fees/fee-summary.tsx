import { useLingui } from '@lingui/react/macro'
import type { ExchangeFeeRow, FeeAnalysis } from '../../domain/fees'
import { Sensitive, StatCard } from '../../ui'
import type { AnalyticsLabels } from '../analytics'
import type { Formatters } from '../charts'
import * as styles from '../../ui/components/report.css'

interface FeeSummaryProps {
  readonly analysis: FeeAnalysis
  readonly fmt: Formatters
  readonly labels: AnalyticsLabels
  readonly blur: boolean
  /** Several quote coins: name the coin beside each exchange. */
  readonly showCurrency: boolean
}

/** docs/product.md's four summary cards; totals stay per quote coin, funding is shown apart. */
export function FeeSummary({ analysis, fmt, labels, blur, showCurrency }: FeeSummaryProps) {
  const { t } = useLingui()
  const name = (row: ExchangeFeeRow | undefined) => (row ? (showCurrency ? `${labels.exchange(row.exchange)} (${row.currency})` : labels.exchange(row.exchange)) : '—')
  const rate = (row: ExchangeFeeRow | undefined) => (row ? fmt.value(row.averageFeeRate, fmt.feeRate) : undefined)
  const totals = analysis.totals
  const single = totals.length === 1 ? totals[0] : undefined
  const funding = totals.map((total) => {
    const paid = fmt.money(total.fundingPaid, total.currency)
    const received = fmt.money(total.fundingReceived, total.currency)
    return t`Funding, apart from fees: ${paid} paid, ${received} received`
  })
  const onlyOne = analysis.exchanges.filter((row) => row.rank > 0).length === 1
  return (
    <div className={styles.statGrid}>
      <StatCard
        label={t`Total fees paid`}
        value={single ? fmt.money(single.fees, single.currency) : totals.map((total) => fmt.money(total.fees, total.currency)).join(' · ')}
        sensitive
        blur={blur}
        definition={t`Trading fees of closed trades (a rebate lowers them), per quote currency; amounts in different currencies are not added together.`}
      >
        {funding.map((line) => (
          <p key={line} className={styles.statNote}>
            <Sensitive hidden={blur}>{line}</Sensitive>
          </p>
        ))}
      </StatCard>
      <StatCard
        label={t`Average commission rate`}
        value={totals.map((total) => fmt.value(total.averageFeeRate, (n) => fmt.feeRate(n) + (single ? '' : ` ${total.currency}`))).join(' · ')}
        definition={t`Trading fees / volume, volume = position size at entry + position size at exit (both sides pay a fee).`}
      />
      <StatCard label={t`Most efficient exchange`} value={name(analysis.mostEfficient)} note={rate(analysis.mostEfficient)} definition={t`Lowest average fee rate.`} />
      <StatCard
        label={t`Least efficient exchange`}
        value={name(analysis.leastEfficient)}
        note={onlyOne ? t`Only one exchange so far` : rate(analysis.leastEfficient)}
        definition={t`Highest average fee rate.`}
      />
    </div>
  )
}
