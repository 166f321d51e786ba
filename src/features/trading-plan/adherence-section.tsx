import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Tag } from '../../domain'
import type { TradeFact } from '../../domain/insights'
import { checkAdherence, type PlanBreak, type TradingPlanDefinition } from '../../domain/plans'
import { Money } from '../analytics'
import type { Formatters } from '../charts'
import * as analytics from '../../ui/components/report.css'
import { DataTable, Section, StatCard } from '../../ui'

export interface AdherenceSectionProps {
  readonly plan: TradingPlanDefinition
  /** Closed trades' facts of every coin (of the account in view). */
  readonly facts: readonly TradeFact[]
  readonly setups: readonly Tag[]
  readonly fmt: Formatters
  readonly blur: boolean
}

const SHOWN_BREAKS = 25

/** Which closed trades broke the measurable rules, and what following the plan was worth. */
export function AdherenceSection({ plan, facts, setups, fmt, blur }: AdherenceSectionProps) {
  const { t } = useLingui()
  const result = useMemo(() => checkAdherence(plan, facts), [plan, facts])
  const breakLabel: Record<PlanBreak, string> = { outsideHours: t`Outside trading hours`, overMaxTrades: t`Over max trades per day`, setupNotAllowed: t`Setup not allowed` }
  const broken = result.trades.filter((trade) => trade.breaks.length > 0)
  const winRate = (wins: number, losses: number) => (wins + losses > 0 ? fmt.percent(wins / (wins + losses)) : '—')
  const setupName = (id: string | null) => (id === null ? t`No setup` : (setups.find((tag) => tag.id === id)?.name ?? t`Deleted setup`))

  if (!result.measurable) {
    return (
      <Section title={t`Plan adherence`}>
        <p className={analytics.notice}>{t`Set trading hours, a max of trades per day or allowed setups above to see which trades broke your plan.`}</p>
      </Section>
    )
  }
  if (facts.length === 0) {
    return (
      <Section title={t`Plan adherence`}>
        <p className={analytics.notice}>{t`No closed trades yet: adherence is measured on closed trades.`}</p>
      </Section>
    )
  }
  const followedCount = result.byCurrency.reduce((sum, group) => sum + group.followed.trades, 0)
  return (
    <div className={analytics.stack}>
      <Section
        title={t`Plan adherence`}
        definition={t`Closed trades checked against the rules above: open hour within your trading hours, no more than the max of trades opened that day, a setup on the allowed list.`}
      >
        <div className={analytics.statGrid}>
          <StatCard
            label={t`Adherence`}
            value={fmt.value(result.adherenceRate === null ? { kind: 'none', reason: 'noTrades' } : { kind: 'value', value: result.adherenceRate }, (n) => fmt.percent(n))}
            definition={t`Trades that followed every checked rule / closed trades.`}
          />
          <StatCard label={t`Followed the plan`} value={fmt.count(followedCount)} definition={t`Closed trades that broke no checked rule.`} />
          <StatCard label={t`Broke the plan`} value={fmt.count(broken.length)} definition={t`Closed trades that broke at least one checked rule.`} />
        </div>
        <DataTable
          caption={t`Rules broken`}
          columns={[t`Rule`, t`Trades`]}
          rows={(Object.keys(breakLabel) as PlanBreak[]).map((kind) => ({ key: kind, cells: [breakLabel[kind], fmt.count(result.breaks[kind])] }))}
        />
      </Section>
      <Section
        title={t`Followed vs broke the plan`}
        definition={t`P&L and win rate of the trades that followed the plan beside those that broke it, per quote coin (amounts in different coins are not added).`}
      >
        <DataTable
          caption={t`Followed vs broke the plan`}
          columns={[t`Coin`, t`Followed: trades`, t`Followed: P&L`, t`Followed: win rate`, t`Broke: trades`, t`Broke: P&L`, t`Broke: win rate`]}
          rows={result.byCurrency.map((group) => ({
            key: group.currency,
            cells: [
              group.currency,
              fmt.count(group.followed.trades),
              <Money key="f" text={fmt.money(group.followed.pnl, group.currency, true)} amount={group.followed.pnl} blur={blur} />,
              winRate(group.followed.wins, group.followed.losses),
              fmt.count(group.broken.trades),
              <Money key="b" text={fmt.money(group.broken.pnl, group.currency, true)} amount={group.broken.pnl} blur={blur} />,
              winRate(group.broken.wins, group.broken.losses),
            ],
          }))}
        />
      </Section>
      <Section title={t`Trades that broke the plan`} definition={broken.length > SHOWN_BREAKS ? t`The latest ${SHOWN_BREAKS} opened, newest first.` : t`Newest first.`}>
        {broken.length === 0 ? (
          <p className={analytics.notice}>{t`Every closed trade followed your checked rules.`}</p>
        ) : (
          <DataTable
            caption={t`Trades that broke the plan`}
            columns={[t`Trade`, t`Opened`, t`Setup`, t`P&L`, t`Broken rules`]}
            rows={broken.slice(0, SHOWN_BREAKS).map(({ fact, breaks }) => ({
              key: fact.id,
              cells: [
                <Link key="l" to="/trade-analysis" search={{ trade: fact.id }}>
                  {fact.symbol}
                </Link>,
                `${fmt.day(fact.openDay)} ${String(fact.openHour).padStart(2, '0')}h`,
                setupName(fact.setupId),
                <Money key="p" text={fmt.money(fact.pnl, fact.currency, true)} amount={fact.pnl} blur={blur} />,
                breaks.map((kind) => breakLabel[kind]).join(', '),
              ],
            }))}
          />
        )}
      </Section>
    </div>
  )
}
