import { useLingui } from '@lingui/react/macro'
import { useTags } from '../../db'
import { PageHeader } from '../../ui'
import { AccountFilter } from '../accounts'
import { useAnalyticsData } from '../analytics'
import { useFormatters } from '../charts'
import { AdherenceSection } from './adherence-section'
import { MeasurableRulesForm } from './measurable-rules-form'
import { PlanChecklist } from './plan-checklist'
import { useTradingPlan } from './use-trading-plan'
import * as styles from './trading-plan.css'
import * as analytics from '../../ui/components/report.css'

/** /trading-plan: the written rules as a checklist, the measurable ones, and how the journal's trades kept to them. */
export function TradingPlanScreen() {
  const { t } = useLingui()
  const { plan, record, loading, save } = useTradingPlan()
  const data = useAnalyticsData()
  const fmt = useFormatters()
  const { data: setups } = useTags('setup')
  const title = t`Trading plan`
  const write = (next: Parameters<typeof save>[0]) => save(next, title)

  return (
    <>
      <PageHeader title={t`Trading Plan`} description={t`Your rules, and how well your trades keep to them`} actions={<AccountFilter />} />
      {loading ? null : (
        <div className={analytics.stack}>
          <div className={styles.columns}>
            <PlanChecklist plan={plan} save={write} />
            <MeasurableRulesForm key={record?.updatedAt ?? 'new'} plan={plan} save={write} />
          </div>
          {data.loading ? null : <AdherenceSection plan={plan} facts={data.allFacts} setups={setups} fmt={fmt} blur={data.blur} />}
        </div>
      )}
    </>
  )
}
