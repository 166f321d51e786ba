import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useTrades } from '../../db'
import { checkRiskRules } from '../../domain/plans'
import { PageHeader } from '../../ui'
import { AccountFilter, useAccountFilter } from '../accounts'
import { useAnalyticsData } from '../analytics'
import { useFormatters } from '../charts'
import { useJournalCoins, usePlanClock } from '../goals'
import { CurrentRiskSection } from './current-risk-section'
import { PositionSizeCalculator } from './position-size-calculator'
import { RiskCheckSection } from './risk-check-section'
import { RiskRulesForm } from './risk-rules-form'
import { useRiskRules } from './use-risk-rules'
import * as styles from './risk.css'
import * as analytics from '../../ui/components/report.css'

/** /risk-management: a position size calculator, risk rules checked against the journal, and the current risk. */
export function RiskManagementScreen() {
  const { t } = useLingui()
  const fmt = useFormatters()
  const clock = usePlanClock()
  const coins = useJournalCoins()
  const data = useAnalyticsData()
  const { accountId } = useAccountFilter()
  const trades = useTrades(accountId ? { accountId } : {})
  const { rules, record, loading, save } = useRiskRules()
  const { today, localDay, breakevenBand } = clock
  // Checked again when the journal, the rules or the day change, not on every tick of the clock.
  const check = useMemo(
    () => checkRiskRules(rules, { trades: trades.data, facts: data.allFacts, today, localDay, now: Date.now(), breakevenBand }),
    [rules, trades.data, data.allFacts, today, localDay, breakevenBand],
  )

  // The rules' coin when the journal trades it, else the coin with the most trades.
  const report = data.metrics.reports.find((r) => r.currency === rules.currency) ?? data.report
  const others = data.currencies.map((c) => c.currency).filter((c) => c !== report.currency)

  return (
    <>
      <PageHeader title={t`Risk Management`} description={t`Position size, leverage and drawdown limits`} actions={<AccountFilter />} />
      {loading ? null : (
        <div className={analytics.stack}>
          <div className={styles.columns}>
            <PositionSizeCalculator key={record?.id ?? 'none'} fmt={fmt} capital={rules.capital} riskPercent={rules.maxRiskPercent} currency={rules.currency} />
            <RiskRulesForm key={record?.updatedAt ?? 'new'} rules={rules} coins={coins} save={(definition) => save(definition, t`Risk rules`)} />
          </div>
          {data.loading || trades.isLoading ? null : (
            <>
              <RiskCheckSection rules={rules} check={check} fmt={fmt} blur={clock.blur} timeZone={clock.timeZone} />
              <CurrentRiskSection report={report} others={others} fmt={fmt} blur={data.blur} />
            </>
          )}
        </div>
      )}
    </>
  )
}
