import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useCustomItems, useJournalDatabase } from '../../db'
import { compareEventDays, type EconomicEvent, eventDay, readEconomicEvent, splitEvents, totalsByCurrency, type TradeResult } from '../../domain/market'
import { Button, ConfirmDialog, EmptyState, notify, PageHeader, PlusIcon, Spinner, Section, useNow } from '../../ui'
import { EventDayTable } from './event-day-table'
import { EventFormDialog } from './event-form-dialog'
import { EventList } from './event-list'
import { useTradeResults } from './use-trade-results'
import * as styles from './market.css'
import * as analytics from '../../ui/components/report.css'

/** Past events shown before "Show all". */
const PAST_PAGE = 20

type Editing = { readonly mode: 'new' } | { readonly mode: 'edit'; readonly event: EconomicEvent } | null

/**
 * /economic-calendar: the trader's own calendar of macro events (no keyless calendar API exists,
 * and invented dates would be worse than none), upcoming and past, and how their trading went on
 * event days against other days. Everything is local and works offline.
 */
export function EconomicCalendarScreen() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const items = useCustomItems('economicEvent')
  const journal = useTradeResults()
  const now = useNow(60_000)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<EconomicEvent | null>(null)
  const [showAllPast, setShowAllPast] = useState(false)

  const events = useMemo(() => items.data.flatMap((item) => readEconomicEvent(item) ?? []), [items.data])
  const { upcoming, past } = useMemo(() => splitEvents(events, now), [events, now])
  const byDay = useMemo(() => {
    const map = new Map<string, TradeResult[]>()
    for (const result of journal.results.closed) map.set(result.closeDay, [...(map.get(result.closeDay) ?? []), result])
    return map
  }, [journal.results.closed])
  const comparisons = useMemo(() => compareEventDays(events, journal.results.closed, journal.timeZone, now), [events, journal.results.closed, journal.timeZone, now])
  const dayResults = (event: EconomicEvent) => totalsByCurrency(byDay.get(eventDay(event, journal.timeZone)) ?? [])
  const shownPast = showAllPast ? past : past.slice(0, PAST_PAGE)
  const hiddenPast = past.length - shownPast.length

  async function remove(event: EconomicEvent) {
    await db.customItems.softDelete(event.id)
    notify.success(t`Deleted successfully`, { action: { label: t`Undo`, onClick: () => void db.customItems.restore(event.id) } })
  }

  const listProps = { timeZone: journal.timeZone, now, blur: journal.blur, onEdit: (event: EconomicEvent) => setEditing({ mode: 'edit', event }), onDelete: setDeleting }
  const deletingName = deleting?.name ?? ''

  return (
    <>
      <PageHeader
        title={t`Economic Calendar`}
        description={t`Events that move the markets`}
        actions={
          <Button leadingIcon={<PlusIcon />} onClick={() => setEditing({ mode: 'new' })}>
            {t`Add event`}
          </Button>
        }
      />
      <div className={styles.stack}>
        <p className={analytics.notice} role="note">
          {t`Your own calendar: add the releases and meetings you trade around (CPI, FOMC, NFP...). This app has no calendar feed, so it shows only the events you enter; they are saved in your journal and work offline.`}
        </p>
        {items.isLoading ? (
          <Spinner label={t`Loading`} showLabel />
        ) : events.length === 0 ? (
          <EmptyState
            title={t`No events yet`}
            description={t`Add the macro events you watch. Once they are past, you will see how you traded on those days against the others.`}
            action={<Button onClick={() => setEditing({ mode: 'new' })}>{t`Add event`}</Button>}
          />
        ) : (
          <>
            <Section title={t`Upcoming`}>
              {upcoming.length === 0 ? <p className={styles.status}>{t`No upcoming events.`}</p> : <EventList label={t`Upcoming events`} events={upcoming} {...listProps} />}
            </Section>
            <Section title={t`Past`} definition={t`Latest first, with your closed trades that day (by close time, on your clock).`}>
              {past.length === 0 ? (
                <p className={styles.status}>{t`No past events yet.`}</p>
              ) : (
                <>
                  <EventList label={t`Past events`} events={shownPast} dayResults={dayResults} {...listProps} />
                  {hiddenPast > 0 ? (
                    <Button variant="secondary" size="sm" onClick={() => setShowAllPast(true)}>
                      {t`Show all (${hiddenPast} more)`}
                    </Button>
                  ) : null}
                </>
              )}
            </Section>
            <Section
              title={t`Event days against other days`}
              definition={t`Days with a past event on your clock against every other day with closed trades. Trading days count only days with a closed trade; P&L per day = P&L / trading days. Per quote currency: amounts in different currencies are never added together.`}
            >
              {comparisons.length === 0 ? <p className={styles.status}>{t`No closed trades yet.`}</p> : <EventDayTable comparisons={comparisons} blur={journal.blur} />}
            </Section>
          </>
        )}
      </div>
      {editing ? <EventFormDialog event={editing.mode === 'edit' ? editing.event : undefined} timeZone={journal.timeZone} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          onClose={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
          confirmLabel={t`Delete`}
          title={t`Delete this event?`}
          description={t`${deletingName} leaves your calendar. You can undo right after.`}
        />
      ) : null}
    </>
  )
}
