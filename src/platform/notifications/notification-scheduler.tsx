import { plural, t } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { createElement, useEffect, useRef } from 'react'
import { type JournalDatabase, useJournalDatabase } from '../../db'
import {
  closedTodayWithoutNotes,
  earliestWriteOfTradesClosedSince,
  previousWeek,
  reminderCheck,
  weekContaining,
  weeklySummary,
  weeklySummaryDecision,
} from '../../domain/notifications'
import { isPageHidden, markSettled, notify, traderTimeZone } from '../../ui'
import { recordError } from '../errors/error-log'
import { deliverNotice, pushUsable } from './deliver-notice'
import { readNotificationMemory, writeNotificationMemory } from './notification-memory'
import { tradesWrittenSince } from './recent-trades'
import { WeeklySummaryDescription } from './weekly-summary-notice'

/** How often the open app looks again (the reminder's hour, a week that turned over). */
export const NOTIFICATION_CHECK_INTERVAL_MS = 5 * 60_000
const DAY_MS = 86_400_000
const SUMMARY_TOAST_MS = 15_000

interface Context {
  readonly db: JournalDatabase
  readonly open: (url: string) => void
}

/** The weekly summary, once per week per device, on the first check of a new week (page in sight). */
async function checkWeeklySummary({ db, open }: Context, now: number, timeZone: string): Promise<void> {
  const week = weekContaining(now, timeZone)
  const decision = weeklySummaryDecision(readNotificationMemory('weeklySummaryWeek', db.userId), week)
  if (decision === 'none') return
  // Claimed before reading, so a second tab checking at the same time does not show it again.
  writeNotificationMemory('weeklySummaryWeek', db.userId, week.start)
  if (decision === 'remember') return
  const [defaults, profile] = await Promise.all([db.preferences.get('tradingDefaults'), db.preferences.get('profile')])
  const trades = await tradesWrittenSince(db, earliestWriteOfTradesClosedSince(previousWeek(week).startDay * DAY_MS))
  const summary = weeklySummary(trades, { now, timeZone, breakevenBand: defaults.breakevenBand })
  if (!summary) return
  notify.info(plural(summary.closedTrades, { one: 'Last week: # closed trade', other: 'Last week: # closed trades' }), {
    id: 'weekly-summary',
    duration: SUMMARY_TOAST_MS,
    description: createElement(WeeklySummaryDescription, { summary, blur: profile.blurSensitiveData }),
    action: { label: t`Open analytics`, onClick: () => open('/analytics') },
  })
}

/** The evening reminder: trades closed today without a note, once per local day after 20:00. */
async function checkTradingReminder({ db, open }: Context, now: number, timeZone: string, push: boolean): Promise<void> {
  const check = reminderCheck(now, timeZone, readNotificationMemory('tradingReminderDay', db.userId))
  if (!check.due) return
  // A toast on a page out of sight goes unseen: without push it waits until the trader is back.
  if (isPageHidden() && !pushUsable(push)) return
  const trades = await tradesWrittenSince(db, earliestWriteOfTradesClosedSince(now))
  const count = closedTodayWithoutNotes(trades, now, timeZone).length
  // Nothing to note yet: look again later (another trade may close before midnight).
  if (count === 0) return
  writeNotificationMemory('tradingReminderDay', db.userId, check.today)
  await deliverNotice(
    {
      title: plural(count, { one: 'You closed # trade today without a note', other: 'You closed # trades today without a note' }),
      body: t`A line on why you took it and how it went is easiest to write tonight.`,
      url: '/journal',
      actionLabel: t`Open journal`,
      tag: 'trading-reminder',
      duration: SUMMARY_TOAST_MS,
    },
    push,
    open,
  )
}

/**
 * Mounted by the app shell while a journal is open (renders nothing): shows the weekly summary and
 * the evening trading reminder as the Notifications settings say. It checks on mount, every five
 * minutes and when the page comes back into sight, reading the settings afresh each time (so a
 * stored 'off' is never taken for the default 'on' before the preference has loaded).
 */
export default function NotificationScheduler() {
  const db = useJournalDatabase()
  const navigate = useNavigate()
  const latest = useRef(navigate)
  latest.current = navigate

  useEffect(() => {
    let running = false
    let stopped = false
    const context: Context = { db, open: (url) => void latest.current({ to: url }) }
    const check = async () => {
      if (running || stopped) return
      running = true
      try {
        const [settings, profile] = await Promise.all([db.preferences.get('notifications'), db.preferences.get('profile')])
        if (stopped) return
        const now = Date.now()
        const timeZone = traderTimeZone(profile)
        if (settings.weeklySummary && !isPageHidden()) await checkWeeklySummary(context, now, timeZone)
        if (settings.tradingReminders) await checkTradingReminder(context, now, timeZone, settings.push)
      } catch (error) {
        // A closed journal (sign-out) or a failed read: the next check tries again.
        const record = recordError(error, { page: window.location.pathname, action: 'check notifications' })
        console.warn('Notification check failed:', record.message)
      } finally {
        running = false
        if (!stopped) markSettled('notifications')
      }
    }
    void check()
    const timer = window.setInterval(() => void check(), NOTIFICATION_CHECK_INTERVAL_MS)
    const onVisibility = () => {
      if (!isPageHidden()) void check()
    }
    document.addEventListener('visibilitychange', onVisibility)
    // A device notification clicked while the app is open: the service worker asks to route there.
    const onWorkerMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null
      if (data?.type === 'notification-click' && typeof data.url === 'string' && data.url.startsWith('/')) context.open(data.url)
    }
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
    }
  }, [db])

  return null
}
