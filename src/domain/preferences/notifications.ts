import * as v from 'valibot'
import { withDefault } from './parse-helpers'

/** docs/product.md's Notification preferences. */
export interface NotificationPreferences {
  readonly tradeConfirmations: boolean
  readonly milestoneAlerts: boolean
  readonly weeklySummary: boolean
  readonly email: boolean
  readonly push: boolean
  readonly tradingReminders: boolean
}

export const NOTIFICATION_DEFAULTS: NotificationPreferences = {
  tradeConfirmations: true,
  milestoneAlerts: true,
  weeklySummary: true,
  email: false,
  push: false,
  tradingReminders: false,
}

const d = NOTIFICATION_DEFAULTS
export const notificationsSchema = v.looseObject({
  tradeConfirmations: withDefault(v.boolean(), d.tradeConfirmations),
  milestoneAlerts: withDefault(v.boolean(), d.milestoneAlerts),
  weeklySummary: withDefault(v.boolean(), d.weeklySummary),
  email: withDefault(v.boolean(), d.email),
  push: withDefault(v.boolean(), d.push),
  tradingReminders: withDefault(v.boolean(), d.tradingReminders),
})
