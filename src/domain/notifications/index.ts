/**
 * Notification rules, pure: the weekly summary (last Monday-to-Sunday week in the trader's zone,
 * figures from the metrics engine per quote currency) and the evening trading reminder. The clock
 * and the zone come in as arguments; remembering what was shown is the app's job.
 */
export { weekContaining, previousWeek, isInWeek, mondayBasedWeekday, type LocalWeek } from './week'
export { weeklySummary, weeklySummaryDecision, type WeeklySummary, type WeeklySummaryOptions, type WeeklyCurrencyFigures } from './weekly-summary'
export { reminderCheck, closedTodayWithoutNotes, earliestWriteOfTradesClosedSince, type ReminderCheck } from './trading-reminder'
