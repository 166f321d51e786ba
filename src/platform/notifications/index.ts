/**
 * Notifications for features: `useMilestoneNotifier()` announces a milestone as the trader's
 * Notifications settings say. The scheduler (weekly summary, trading reminder) is mounted by the app
 * shell (`notification-scheduler.tsx`, loaded lazily) and is not exported here.
 */
export { useMilestoneNotifier, type Milestone, type MilestoneKind } from './use-milestone-notifier'
export { type Notice } from './deliver-notice'
