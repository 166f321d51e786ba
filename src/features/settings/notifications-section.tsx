import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { recordError } from '../../platform/errors/error-log'
import { useJournalDatabase, usePreference } from '../../db'
import type { NotificationPreferences } from '../../domain'
import { Button, Card, CardHeader, Switch } from '../../ui'
import { useDeviceNotificationPermission } from './notifications-push'
import * as styles from './notifications-section.css'
import * as settings from './settings.css'

type PushProblem = 'denied' | 'dismissed' | null

/**
 * docs/product.md's notification preferences. Each switch is saved at once to the local store, which syncs
 * it; the line under it says exactly what it does on this app. Push asks this browser's permission
 * (a device answer, so it is checked here rather than synced); email has no sender and says so.
 */
export function NotificationsSection() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const preference = usePreference('notifications')
  const value = preference.value
  // Until the stored choices are read the switches would show the defaults: a tap then would flip a
  // value the trader never saw. They wait, disabled, for a moment at most.
  const loading = preference.isLoading
  const { permission, request } = useDeviceNotificationPermission()
  const [pushProblem, setPushProblem] = useState<PushProblem>(null)
  const [asking, setAsking] = useState(false)
  // The switch moves under the finger before the browser answers; a refusal remounts it at the stored value.
  const [pushRevision, setPushRevision] = useState(0)

  useEffect(() => {
    db.preferences.ensure('notifications').catch((error: unknown) => log(error, 'create default notifications'))
  }, [db])

  const save = (changes: Partial<NotificationPreferences>, action: string) => {
    preference.set(changes).catch((error: unknown) => log(error, action))
  }

  const turnPushOn = async () => {
    setAsking(true)
    try {
      const answer = await request()
      if (answer === 'granted') {
        setPushProblem(null)
        save({ push: true }, 'turn push on')
      } else {
        // The switch goes back off: nothing could be shown.
        setPushProblem(answer === 'default' ? 'dismissed' : 'denied')
        setPushRevision((revision) => revision + 1)
      }
    } finally {
      setAsking(false)
    }
  }
  const togglePush = (checked: boolean) => {
    if (!checked) {
      setPushProblem(null)
      save({ push: false }, 'turn push off')
    } else void turnPushOn()
  }

  const unsupported = permission === 'unsupported'
  // On (synced from another device, say) but not allowed in this browser: say so and offer to ask.
  const pushOnElsewhere = value.push && !unsupported && permission !== 'granted'
  // Blocked in this browser: said at once, not only after a refused request.
  const blockedNow = pushProblem === 'denied' || permission === 'denied'

  return (
    <div className={settings.section}>
      <Card as="section" aria-labelledby="notifications-title">
        <CardHeader titleId="notifications-title" title={t`Notifications`} description={t`Saved as soon as you change them, on every device you sign in to.`} />
        <ul className={styles.list} aria-busy={loading}>
          <Setting
            label={t`Trade confirmations`}
            disabled={loading}
            checked={value.tradeConfirmations}
            onChange={(checked) => save({ tradeConfirmations: checked }, 'toggle trade confirmations')}
            description={t`Shows 'Created successfully' or 'Updated successfully' after you save a trade. When off, the journal updating is the confirmation; errors and the undo after a delete always show.`}
          />
          <Setting
            label={t`Milestone alerts`}
            disabled={loading}
            checked={value.milestoneAlerts}
            onChange={(checked) => save({ milestoneAlerts: checked }, 'toggle milestone alerts')}
            description={t`Tells you when you reach a goal, a new level or an achievement, or when a performance alert fires.`}
          />
          <Setting
            label={t`Weekly summary`}
            disabled={loading}
            checked={value.weeklySummary}
            onChange={(checked) => save({ weeklySummary: checked }, 'toggle weekly summary')}
            description={t`On your first visit of a new week (weeks start on Monday in your time zone), shows last week's closed trades, win rate and net P&L per currency, once per device. Nothing when you did not trade.`}
          />
          <Setting
            key={`push-${pushRevision}`}
            label={t`Push notifications`}
            checked={value.push && !unsupported}
            disabled={unsupported || asking || loading}
            onChange={togglePush}
            description={
              unsupported
                ? t`Not available: this browser has no notifications for web apps. On an iPhone or iPad, add the app to your home screen first.`
                : t`Shows milestone alerts and trading reminders as notifications on this device when the app is open in the background. Your browser asks for permission the first time.`
            }
          >
            {blockedNow ? (
              <p className={styles.problem} role={pushProblem ? 'alert' : undefined}>
                {t`Notifications are blocked for this site. Allow them in your browser's site settings (the icon left of the address bar), then turn this on again.`}
              </p>
            ) : pushProblem === 'dismissed' ? (
              <p className={styles.problem} role="alert">
                {t`The browser's request was closed without an answer, so push stays off. Turn it on again to be asked once more.`}
              </p>
            ) : pushOnElsewhere ? (
              <div className={styles.actions}>
                <p className={styles.description}>{t`On for your account, but not yet allowed in this browser.`}</p>
                <Button size="sm" variant="secondary" onClick={() => void turnPushOn()} disabled={asking}>
                  {t`Allow on this device`}
                </Button>
              </div>
            ) : null}
          </Setting>
          <Setting
            label={t`Trading reminders`}
            disabled={loading}
            checked={value.tradingReminders}
            onChange={(checked) => save({ tradingReminders: checked }, 'toggle trading reminders')}
            description={t`Once a day after 20:00 in your time zone, while the app is open, reminds you of trades closed today that have no note yet.`}
          />
          <Setting
            label={t`Email notifications`}
            checked={value.email}
            disabled
            onChange={(checked) => save({ email: checked }, 'toggle email')}
            description={t`Not available: the app sends no email from your device and the server has no mail sender for summaries. Your stored choice is kept for when it does.`}
          />
        </ul>
      </Card>
    </div>
  )
}

function Setting(props: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void; description: string; children?: ReactNode }) {
  const descriptionId = useId()
  return (
    <li className={styles.item}>
      <Switch
        describedBy={descriptionId}
        label={props.label}
        labelPosition="start"
        className={styles.switchRow}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
      />
      <p id={descriptionId} className={styles.description}>
        {props.description}
      </p>
      {props.children}
    </li>
  )
}

function log(error: unknown, action: string) {
  const record = recordError(error, { page: '/settings', action })
  console.warn('Notification preference not saved:', record.message)
}
