import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CurrencyReport } from '../../domain/metrics'
import type { Formatters } from '../charts'
import * as analytics from '../../ui/components/report.css'
import { Section, StatCard } from '../../ui'

/**
 * The journal's risk as the metrics engine computes it (the analytics Risk tab's figures, not
 * computed again here): exposure of open positions, the largest loss, drawdown.
 */
export function CurrentRiskSection({ report, others, fmt, blur }: { report: CurrencyReport; others: readonly string[]; fmt: Formatters; blur: boolean }) {
  const { t } = useLingui()
  const c = report.currency
  const list = others.join(', ')
  const worst = report.worstTrade && report.worstTrade.pnl < 0 ? report.worstTrade : undefined
  return (
    <Section title={t`Current risk (${c})`} definition={t`From the metrics engine over the trades in view, in this coin.`}>
      <div className={analytics.statGrid}>
        <StatCard label={t`Open positions`} value={fmt.count(report.open.count)} definition={t`Trades without a close time.`} />
        <StatCard label={t`Open exposure`} value={fmt.money(report.open.notional, c)} sensitive blur={blur} definition={t`Sum of open positions' size at entry (notional).`} />
        <StatCard
          label={t`Margin in use`}
          value={fmt.money(report.open.margin, c)}
          sensitive
          blur={blur}
          definition={t`Sum of open positions' margin at entry (notional / leverage).`}
        />
        <StatCard
          label={t`Largest loss`}
          value={worst ? fmt.money(worst.pnl, c, true) : '—'}
          note={worst ? undefined : t`No losing trades yet`}
          sensitive
          blur={blur}
          definition={t`The closed trade with the lowest P&L.`}
        />
        <StatCard
          label={t`Max drawdown`}
          value={fmt.money(-report.maxDrawdown.amount, c, true)}
          sensitive
          blur={blur}
          note={fmt.value(report.maxDrawdown.percent, (n) => fmt.percent(n))}
          definition={t`Largest fall of equity from a running peak, in money and as a share of that peak.`}
        />
        <StatCard label={t`Current drawdown`} value={fmt.money(-report.currentDrawdown, c, true)} sensitive blur={blur} definition={t`Running peak - current equity.`} />
      </div>
      {others.length > 0 ? <p className={analytics.notice}>{t`Trades quoted in ${list} are not in these figures: amounts in different coins are never added together.`}</p> : null}
      <p className={analytics.definition}>
        <Link to="/analytics" search={{ tab: 'risk' }}>
          {t`Drawdown periods and risk of ruin in Analytics`}
        </Link>
      </p>
    </Section>
  )
}
