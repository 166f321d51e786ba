/**
 * What this device has already shown, per signed-in user (a shared device keeps two traders apart):
 * the week of the last weekly summary and the day of the last trading reminder. Device-only on
 * purpose: each device shows them once. Storage that throws (private mode, quota) reads as nothing.
 */
export type NotificationMemoryKey = 'weeklySummaryWeek' | 'tradingReminderDay'

const PREFIX: Record<NotificationMemoryKey, string> = {
  weeklySummaryWeek: 'notifications:weekly-summary-week',
  tradingReminderDay: 'notifications:trading-reminder-day',
}

/** The localStorage key (exported for tests that set an older week). */
export function notificationMemoryKey(key: NotificationMemoryKey, userId: string): string {
  return `${PREFIX[key]}:${userId}`
}

export function readNotificationMemory(key: NotificationMemoryKey, userId: string): string | null {
  try {
    return localStorage.getItem(notificationMemoryKey(key, userId))
  } catch {
    return null
  }
}

export function writeNotificationMemory(key: NotificationMemoryKey, userId: string, value: string): void {
  try {
    localStorage.setItem(notificationMemoryKey(key, userId), value)
  } catch {
    // Nothing to do: at worst the notice shows again on the next open.
  }
}
