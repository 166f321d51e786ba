import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { afterLossComparison, busyDayComparison, compareGroups, tagComparisons, winShare } from '../../domain/insights'
import { BreakdownTable } from './breakdown-table'
import { InsightItem } from './insight-item'
import { Money } from './money-cell'
import type { TabProps } from './tab-props'
import { useSubjectPhrases } from './use-subject-phrases'
import * as styles from './analytics.css'
import * as reportStyles from '../../ui/components/report.css'
import { DataTable, Section } from '../../ui'

/** Trading after losses, busy days, and emotion and mistake tags against P&L. */
export function BehaviorTab({ data, fmt, labels }: TabProps) {
  const { t } = useLingui()
  const { facts, blur, report } = data
  const c = report.currency
  const phrases = useSubjectPhrases(labels, fmt)
  const afterLoss = useMemo(() => afterLossComparison(facts), [facts])
  const busy = useMemo(() => busyDayComparison(facts), [facts])
  const tags = useMemo(() => tagComparisons(facts, data.tags), [facts, data.tags])
  const afterLossFinding = compareGroups({ kind: 'afterLoss' }, afterLoss.afterLoss, afterLoss.otherwise, c)
  const busySubject = { kind: 'busyDays', usualTrades: busy.usualTrades, threshold: busy.threshold } as const
  const busyFinding = compareGroups(busySubject, busy.busy, busy.normal, c)
  const noClearDifference = t`No clear difference yet (see the thresholds on the Insights tab).`
  const threshold = fmt.number(busy.threshold, 1)
  return (
    <div className={reportStyles.stack}>
      <Section title={t`Trading after a loss`} definition={t`Each trade is grouped by the result of the last trade closed before it was opened; the very first trade has none.`}>
        <BreakdownTable
          caption={t`Trading after a loss`}
          groupLabel={t`Previous trade`}
          rows={[
            { key: 'loss', label: t`After a loss`, stats: afterLoss.afterLoss },
            { key: 'other', label: t`After a win or breakeven`, stats: afterLoss.otherwise },
          ]}
          currency={c}
          fmt={fmt}
          blur={blur}
        />
        {afterLossFinding ? (
          <ul className={styles.insightList}>
            <InsightItem finding={afterLossFinding} phrases={phrases(afterLossFinding.subject)} fmt={fmt} blur={blur} />
          </ul>
        ) : (
          <p className={reportStyles.notice}>{noClearDifference}</p>
        )}
      </Section>
      <Section
        title={t`Overtrading days`}
        definition={t`Trades are counted by the local day they were opened. Your usual day is the median: ${plural(busy.usualTrades, { one: '# trade', other: '# trades' })}. A busy day has more than ${threshold} (twice the usual, and at least 2 more).`}
      >
        {busy.tradingDays === 0 ? (
          <p className={reportStyles.notice}>{t`No closed trades yet.`}</p>
        ) : (
          <DataTable
            caption={t`Overtrading days`}
            columns={[t`Days`, t`Count`, t`Days in profit`, t`P&L`, t`Average P&L per day`]}
            rows={[
              { key: 'busy', label: t`Busy days`, stats: busy.busy },
              { key: 'normal', label: t`Other days`, stats: busy.normal },
            ].map(({ key, label, stats }) => ({
              key,
              cells: [
                label,
                fmt.number(stats.trades, 0),
                fmt.value(winShare(stats), (n) => fmt.percent(n)),
                <Money key="p" text={fmt.money(stats.pnl, c, true)} amount={stats.pnl} blur={blur} />,
                <Money
                  key="a"
                  text={fmt.value(stats.averagePnl, (n) => fmt.money(n, c, true))}
                  amount={stats.averagePnl.kind === 'value' ? stats.averagePnl.value : 0}
                  blur={blur}
                />,
              ],
            }))}
          />
        )}
        {busyFinding ? (
          <ul className={styles.insightList}>
            <InsightItem finding={busyFinding} phrases={phrases(busyFinding.subject)} fmt={fmt} blur={blur} />
          </ul>
        ) : busy.tradingDays > 0 ? (
          <p className={reportStyles.notice}>{noClearDifference}</p>
        ) : null}
      </Section>
      <Section title={t`Emotions and mistakes`} definition={t`Trades that carry each emotion or mistake tag; compare their average P&L with your overall average.`}>
        {tags.length === 0 ? (
          <p className={reportStyles.notice}>{t`No closed trade carries an emotion or mistake tag yet. Tag your trades to see how they relate to your P&L.`}</p>
        ) : (
          <BreakdownTable
            caption={t`Emotions and mistakes`}
            groupLabel={t`Tag`}
            rows={tags.map((tag) => ({ key: tag.tagId, label: `${labels.tag(tag.tagId)} (${tag.tagKind === 'emotion' ? t`emotion` : t`mistake`})`, stats: tag.tagged }))}
            currency={c}
            fmt={fmt}
            blur={blur}
          />
        )}
      </Section>
    </div>
  )
}
