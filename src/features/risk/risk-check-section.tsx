import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { RiskBreachKind, RiskCheck, RiskRules } from '../../domain/plans'
import { formatDate, Sensitive, DataTable, Section } from '../../ui'
import type { Formatters } from '../charts'
import { ProgressBar } from '../goals'
import * as styles from './risk.css'
import * as analytics from '../../ui/components/report.css'

export interface RiskCheckSectionProps {
  readonly rules: RiskRules
  readonly check: RiskCheck
  readonly fmt: Formatters
  readonly blur: boolean
  readonly timeZone: string
}

const SHOWN_BREACHES = 25

/** Today's usage of each limit, and every time the journal broke one. */
export function RiskCheckSection({ rules, check, fmt, blur, timeZone }: RiskCheckSectionProps) {
  const { t, i18n } = useLingui()
  const { usage } = check
  const latestOf = (total: number) => t`The latest ${SHOWN_BREACHES} of ${total}.`
  const c = rules.currency
  const ruleName: Record<RiskBreachKind, string> = {
    riskPerTrade: t`Max risk per trade`,
    dailyLoss: t`Max daily loss`,
    openPositions: t`Max open positions`,
    leverage: t`Max leverage`,
  }
  const lossToday = Math.max(0, -usage.todayPnl)
  const lossOfLimit = (loss: string, limit: string) => t`${loss} of ${limit}`
  const limits = [
    rules.maxDailyLoss !== null
      ? {
          key: 'dailyLoss',
          name: t`Today's loss`,
          fraction: lossToday / rules.maxDailyLoss,
          money: true,
          text: lossOfLimit(fmt.money(lossToday, c), fmt.money(rules.maxDailyLoss, c)),
        }
      : null,
    rules.maxOpenPositions !== null
      ? {
          key: 'open',
          name: t`Open positions`,
          fraction: usage.openPositions / rules.maxOpenPositions,
          money: false,
          text: `${fmt.count(usage.openPositions)} / ${fmt.count(rules.maxOpenPositions)}`,
        }
      : null,
    rules.maxLeverage !== null
      ? {
          key: 'leverage',
          name: t`Highest open leverage`,
          fraction: (usage.highestOpenLeverage ?? 0) / rules.maxLeverage,
          money: false,
          text: `${usage.highestOpenLeverage === null ? '—' : `${fmt.number(usage.highestOpenLeverage, 1)}x`} / ${fmt.number(rules.maxLeverage, 1)}x`,
        }
      : null,
  ].filter((item) => item !== null)
  const breachValue = (kind: RiskBreachKind, value: number) => {
    switch (kind) {
      case 'riskPerTrade':
        return fmt.percent(value)
      case 'dailyLoss':
        return fmt.money(-value, c, true)
      case 'openPositions':
        return fmt.count(value)
      case 'leverage':
        return `${fmt.number(value, 1)}x`
    }
  }
  const limitValue = (kind: RiskBreachKind, limit: number) => (kind === 'dailyLoss' ? fmt.money(-limit, c, true) : breachValue(kind, limit))

  return (
    <div className={analytics.stack}>
      <Section title={t`Today`} definition={t`Realised P&L of trades closed today (your time zone) in the rules' coin, positions open now and their leverage.`}>
        <p className={styles.muted}>
          {t`Trades opened today`}: {fmt.count(usage.tradesToday)} · {t`Today's P&L`}: <Sensitive hidden={blur}>{fmt.money(usage.todayPnl, c, true)}</Sensitive>
          {usage.dailyLossLeft !== null ? (
            <>
              {' '}
              · {t`Loss left today`}: <Sensitive hidden={blur}>{fmt.money(usage.dailyLossLeft, c)}</Sensitive>
            </>
          ) : null}
        </p>
        {limits.length === 0 ? (
          <p className={analytics.notice}>{t`Set a max daily loss, max open positions or max leverage to see how much of each is used.`}</p>
        ) : (
          <ul className={styles.usageList}>
            {limits.map((item) => (
              <li key={item.key} className={styles.usageItem}>
                <div className={styles.usageRow}>
                  <span className={styles.usageName}>{item.name}</span>
                  {item.money ? <Sensitive hidden={blur}>{item.text}</Sensitive> : <span>{item.text}</span>}
                </div>
                <ProgressBar
                  fraction={item.fraction}
                  tone={item.fraction > 1 ? 'bad' : item.fraction >= 0.8 ? 'warn' : 'good'}
                  label={item.name}
                  valueText={fmt.percent(item.fraction)}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={t`Rule breaches`}
        definition={t`Risk per trade = |entry - stop| x quantity / capital (trades with a stop, in the rules' coin); daily loss = a day's realised P&L below -limit; leverage as stated on each trade; open positions counted now.`}
      >
        {check.breaches.length === 0 ? (
          <p className={analytics.notice}>{t`No breaches: your journal keeps to every rule set.`}</p>
        ) : (
          <DataTable
            caption={t`Rule breaches`}
            columns={[t`When`, t`Rule`, t`Trade`, t`Value`, t`Limit`]}
            rows={check.breaches.slice(0, SHOWN_BREACHES).map((breach, index) => ({
              key: `${breach.kind}-${breach.tradeId ?? breach.day ?? index}`,
              cells: [
                breach.kind === 'openPositions' ? t`Now` : breach.day ? fmt.day(breach.day) : formatDate(breach.at, i18n.locale, { timeZone, style: 'datetime' }),
                ruleName[breach.kind],
                breach.tradeId ? (
                  <Link key="l" to="/trade-analysis" search={{ trade: breach.tradeId }}>
                    {breach.symbol}
                  </Link>
                ) : (
                  '—'
                ),
                breach.kind === 'dailyLoss' ? (
                  <Sensitive key="v" hidden={blur}>
                    {breachValue(breach.kind, breach.value)}
                  </Sensitive>
                ) : (
                  breachValue(breach.kind, breach.value)
                ),
                breach.kind === 'dailyLoss' ? (
                  <Sensitive key="m" hidden={blur}>
                    {limitValue(breach.kind, breach.limit)}
                  </Sensitive>
                ) : (
                  limitValue(breach.kind, breach.limit)
                ),
              ],
            }))}
          />
        )}
        {check.breaches.length > SHOWN_BREACHES ? <p className={styles.muted}>{latestOf(check.breaches.length)}</p> : null}
      </Section>
    </div>
  )
}
