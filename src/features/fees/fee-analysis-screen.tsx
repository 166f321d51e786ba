import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { analyseFees } from '../../domain/fees'
import { buttonClass, EmptyState, PageHeader, Spinner, Section } from '../../ui'
import { AccountFilter } from '../accounts'
import { useAnalyticsData, useAnalyticsLabels } from '../analytics'
import { useFormatters } from '../charts'
import { ExchangeTable } from './exchange-table'
import { FeeImpactSection } from './fee-impact-section'
import { FeeSummary } from './fee-summary'
import { TradeFeeTable } from './trade-fee-table'
import * as styles from '../../ui/components/report.css'

/** /fee-analysis: what trading costs, per exchange and per trade, with funding kept apart. */
export function FeeAnalysisScreen() {
  const { t } = useLingui()
  const data = useAnalyticsData()
  const fmt = useFormatters()
  const labels = useAnalyticsLabels(data.tags)
  const analysis = useMemo(() => analyseFees(data.allFacts), [data.allFacts])
  const showCurrency = analysis.totals.length > 1
  const unknown = analysis.exchanges.reduce((sum, row) => sum + row.feesUnknown, 0)
  const open = data.metrics.overall.open

  let body: ReactNode
  if (data.error) body = <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
  else if (data.loading) body = <Spinner label={t`Loading trades`} showLabel />
  else if (data.tradeCount === 0)
    body = (
      <EmptyState
        title={t`No trades yet`}
        description={t`Fee analysis is computed from your closed trades' fees and funding, on this device. Log or import trades to see it.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  else if (data.allFacts.length === 0)
    body = (
      <EmptyState
        title={t`No closed trades yet`}
        description={plural(open, {
          one: 'You have # open trade. Fees are compared once trades are closed.',
          other: 'You have # open trades. Fees are compared once trades are closed.',
        })}
      />
    )
  else
    body = (
      <div className={styles.stack}>
        {showCurrency ? (
          <p className={styles.notice} role="note">
            {t`Your trades are quoted in several currencies. Amounts stay in their own currency and are never added together; rates and percentages compare across them.`}
          </p>
        ) : null}
        {unknown > 0 ? (
          <p className={styles.notice}>
            {plural(unknown, {
              one: '# trade pays fees in a coin without a price: its fees are unknown and left out of the rates.',
              other: '# trades pay fees in a coin without a price: their fees are unknown and left out of the rates.',
            })}
          </p>
        ) : null}
        <Section title={t`Summary`}>
          <FeeSummary analysis={analysis} fmt={fmt} labels={labels} blur={data.blur} showCurrency={showCurrency} />
        </Section>
        <Section
          title={t`Exchange comparison`}
          definition={t`Average fee = trading fees / volume (both sides of each trade). Efficiency = the lowest average fee of all exchanges / this one's (100% for the cheapest). Ranked cheapest first.`}
        >
          <ExchangeTable rows={analysis.exchanges} fmt={fmt} labels={labels} blur={data.blur} showCurrency={showCurrency} />
        </Section>
        <Section title={t`Fee impact on P&L`}>
          <FeeImpactSection facts={data.allFacts} currencies={analysis.totals.map((total) => total.currency)} fmt={fmt} blur={data.blur} />
        </Section>
        <Section
          title={t`Trade details`}
          definition={t`Percentages are of the trade's margin (position size / leverage). Net P&L % = (gross P&L - trading fees + funding) / margin. Funding is shown apart from fees (negative: paid). Amounts are in the trade's quote currency.`}
        >
          <TradeFeeTable rows={analysis.trades} fmt={fmt} blur={data.blur} />
        </Section>
      </div>
    )

  return (
    <>
      <PageHeader title={t`Fee Analysis`} description={t`Understand the real cost of your trading: fees and funding`} />
      <div className={styles.toolbar}>
        <AccountFilter />
      </div>
      {body}
    </>
  )
}
