import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useRef, useState } from 'react'
import type { JournalEntry } from '../../domain'
import { createZoneCalendar, dayNumberToDate } from '../../domain/metrics'
import { checkInSummary, checkInsByDay, checkInValues, type CheckInValues } from '../../domain/psychology'
import { useJournalEntries } from '../../db'
import { EmptyState, PageHeader, Spinner, Section, StatCard } from '../../ui'
import { AccountFilter } from '../accounts'
import { CurrencyNotice, useAnalyticsData, CurrencySelect } from '../analytics'
import { useFormatters } from '../charts'
import { CheckInForm } from './check-in-form'
import { CheckInHistory } from './check-in-history'
import { PsychologyResults } from './psychology-results'
import * as styles from './psychology.css'
import * as analytics from '../../ui/components/report.css'

/**
 * /psychology: a daily check-in (mood, energy, emotions, a note) kept as journal entries, its history,
 * and how the trader's state, emotions and mistakes relate to results. On the device, offline too.
 */
export function PsychologyScreen() {
  const { t } = useLingui()
  const fmt = useFormatters()
  const data = useAnalyticsData()
  const entries = useJournalEntries('psychology')
  const today = useMemo(() => dayNumberToDate(createZoneCalendar(data.timeZone).localDay(data.now)), [data.timeZone, data.now])
  const byDay = useMemo(() => checkInsByDay(entries.data), [entries.data])
  const checkIns = useMemo(() => [...byDay.values()].sort((a, b) => (a.day < b.day ? 1 : -1)), [byDay])
  const summary = useMemo(() => checkInSummary(byDay, today), [byDay, today])
  const [editing, setEditing] = useState<{ key: string; values: CheckInValues } | null>(null)
  const formSection = useRef<HTMLDivElement>(null)

  const edit = (entry: JournalEntry) => {
    setEditing({ key: `${entry.id}:${Date.now()}`, values: checkInValues(entry, entry.day) })
    formSection.current?.scrollIntoView({ block: 'start' })
    formSection.current?.querySelector<HTMLElement>('[name="day"]')?.focus({ preventScroll: true })
  }
  const form = editing ?? { key: `today:${today}`, values: checkInValues(byDay.get(today), today) }
  const average = (n: number | null) => (n === null ? '—' : fmt.number(n, 1))
  const streak = summary.streak

  return (
    <>
      <PageHeader title={t`Psychology`} description={t`Emotions and mistakes against your results`} />
      <div className={analytics.stack}>
        <div ref={formSection}>
          <Section title={t`Daily check-in`} definition={t`Rate how you feel before you trade. One check-in per day; choosing a day that has one edits it.`}>
            {entries.isLoading ? <Spinner label={t`Loading check-ins`} showLabel /> : <CheckInForm key={form.key} initial={form.values} checkIns={byDay} today={today} />}
          </Section>
        </div>
        <div className={styles.summary}>
          <StatCard label={t`Check-ins in 30 days`} value={fmt.count(summary.last30Days)} definition={t`Days with a check-in among the last 30.`} />
          <StatCard label={t`Average mood`} value={average(summary.averageMood)} definition={t`Mean mood (1 to 5) of the check-ins of the last 30 days.`} />
          <StatCard label={t`Average energy`} value={average(summary.averageEnergy)} definition={t`Mean energy and focus (1 to 5) of the check-ins of the last 30 days.`} />
          <StatCard label={t`Check-in streak`} value={plural(streak, { one: '# day', other: '# days' })} definition={t`Days in a row with a check-in, up to today.`} />
        </div>
        <div className={analytics.toolbar}>
          <AccountFilter />
          <CurrencySelect currencies={data.currencies} value={data.report.currency} onValueChange={data.setCurrency} />
        </div>
        {data.error ? (
          <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
        ) : data.loading ? (
          <Spinner label={t`Loading trades`} showLabel />
        ) : data.metrics.overall.totalTrades === 0 ? (
          <EmptyState
            title={t`No closed trades yet`}
            description={t`Your check-ins are kept already. Once you have closed trades, this screen shows how your mood, emotions and mistakes relate to your results.`}
          />
        ) : (
          <>
            <CurrencyNotice data={data} />
            <PsychologyResults data={data} checkIns={byDay} fmt={fmt} />
          </>
        )}
        <Section title={t`Check-in history`}>
          <CheckInHistory checkIns={checkIns} tags={data.tags} fmt={fmt} onEdit={edit} />
        </Section>
      </div>
    </>
  )
}
