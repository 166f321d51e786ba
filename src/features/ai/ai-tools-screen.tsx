import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { usePlans } from '../../db'
import { type CoachContext, planSetupIdsOf, weeklyReview } from '../../domain/coach'
import { cx, EmptyState, PageHeader, Spinner, SelectField, Section } from '../../ui'
import { AccountFilter } from '../accounts'
import { useAnalyticsData, useAnalyticsLabels } from '../analytics'
import { useFormatters } from '../charts'
import { useTradeResults } from '../market'
import { CoachPanel } from './coach-panel'
import { TradeReviewPanel } from './trade-review-panel'
import { WeekSummary } from './week-summary'
import * as styles from './ai.css'
import * as analytics from '../../ui/components/report.css'

/**
 * /ai-tools: an on-device trade coach. No AI service is called and nothing leaves the device: a
 * small intent parser maps a question to the metrics and insights engines, and every answer shows
 * the numbers it stands on. Plus a weekly review and a trade review against the trader's own rules.
 */
export function AiToolsScreen() {
  const { t } = useLingui()
  const data = useAnalyticsData()
  const journal = useTradeResults(data.accountId)
  const fmt = useFormatters()
  const labels = useAnalyticsLabels(data.tags)
  const plans = usePlans('tradingPlan')
  const planSetupIds = useMemo(() => planSetupIdsOf(plans.data.filter((plan) => plan.status !== 'archived').map((plan) => plan.definition)), [plans.data])
  const [weeksBack, setWeeksBack] = useState('0')
  const nowMs = data.now
  const context: CoachContext = useMemo(
    () => ({ report: data.report, facts: data.facts, tags: data.tags, results: journal.results.closed, timeZone: data.timeZone, nowMs }),
    [data.report, data.facts, data.tags, journal.results.closed, data.timeZone, nowMs],
  )
  const review = useMemo(() => weeklyReview(journal.results.closed, nowMs, data.timeZone, Number(weeksBack)), [journal.results.closed, nowMs, data.timeZone, weeksBack])
  const weekNames = [t`This week`, t`Last week`, t`2 weeks ago`, t`3 weeks ago`]
  const several = data.currencies.length > 1
  const currency = data.report.currency

  let body
  if (data.error) body = <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
  else if (data.loading || journal.loading) body = <Spinner label={t`Loading trades`} showLabel />
  else if (data.tradeCount === 0) body = <EmptyState title={t`No trades yet`} description={t`The coach answers from your own trades. Log or import trades and come back.`} />
  else
    body = (
      <div className={analytics.stack}>
        <Section
          title={t`Ask your journal`}
          definition={t`Answers come from the same metrics and insights as the Analytics screen (closed trades, your P&L view and clock). Rankings need at least 3 closed trades per group.`}
        >
          {several ? <p className={analytics.notice}>{t`Amounts are in ${currency}, the currency chosen below; trades in other currencies are answered apart.`}</p> : null}
          <CoachPanel context={context} fmt={fmt} labels={labels} blur={data.blur} />
        </Section>
        <Section title={t`Weekly review`} definition={t`Monday to Sunday on your clock, by the day each trade closed, per quote currency, against the week before.`}>
          <SelectField
            className={styles.select}
            label={t`Week`}
            name="week"
            value={weeksBack}
            onValueChange={setWeeksBack}
            options={weekNames.map((label, index) => ({ value: String(index), label }))}
          />
          <WeekSummary review={review} fmt={fmt} blur={data.blur} heading={weekNames[Number(weeksBack)] ?? ''} />
        </Section>
        <Section
          title={t`Trade review`}
          definition={t`Checks one trade against your own rules: a stop loss on the right side of the entry and respected (a loss beyond 1.25 R breaks it), a position size at most twice your usual (median of your other trades in the same currency, from 5 trades), and a setup from your trading plan when it lists setups.`}
        >
          <TradeReviewPanel trades={journal.trades} planSetupIds={planSetupIds} labels={labels} timeZone={data.timeZone} blur={data.blur} />
        </Section>
      </div>
    )

  return (
    <>
      <PageHeader title={t`AI Tools`} description={t`AI-powered trading insights`} />
      <p className={cx(analytics.notice, styles.intro)} role="note">
        {t`An on-device coach: no AI service is called and nothing leaves this device. It reads your question for known topics and answers with your own numbers.`}
      </p>
      <div className={analytics.toolbar}>
        <AccountFilter />
        {several ? (
          <SelectField
            label={t`Currency`}
            name="currency"
            value={currency}
            onValueChange={data.setCurrency}
            options={data.currencies.map((c) => ({ value: c.currency, label: c.currency }))}
          />
        ) : null}
      </div>
      {body}
    </>
  )
}
