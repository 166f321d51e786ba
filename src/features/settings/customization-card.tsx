import { useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'
import { recordError } from '../../platform/errors/error-log'
import { useJournalDatabase, usePreference } from '../../db'
import type { Customization } from '../../domain'
import { Card, CardHeader, Select, Switch } from '../../ui'
import * as styles from './customization-card.css'

/** docs/product.md names 'normal' only; the other speeds are ours. */
const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const

/**
 * Calm mode, sound and animation speed (docs/product.md's user_customization_preferences; MotionApplier and
 * the feedback rules in src/domain/preferences/feedback.ts make them act): each change is
 * saved at once to the local store, which syncs it. As docs/product.md says, a failed read or write is only
 * logged: the switch simply shows the stored value again.
 */
export function CustomizationCard() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const customization = usePreference('customization')
  const calmId = useId()
  const soundId = useId()
  // Until the stored choices are read the controls would show the defaults (see NotificationsSection).
  const loading = customization.isLoading

  // docs/product.md's "insert a default preferences row when none exists": the row then reaches the server
  // (and other devices) with its defaults even before the trader changes anything.
  useEffect(() => {
    db.preferences.ensure('customization').catch((error: unknown) => log(error, 'create default customization'))
  }, [db])

  const save = (changes: Partial<Customization>, action: string) => {
    customization.set(changes).catch((error: unknown) => log(error, action))
  }
  const speeds = [
    { value: 'slow', label: t`Slow` },
    { value: 'normal', label: t`Normal` },
    { value: 'fast', label: t`Fast` },
  ]
  const speed = customization.value.animationSpeed
  // A speed written by a newer version elsewhere still shows, under its stored name.
  const items = (ANIMATION_SPEEDS as readonly string[]).includes(speed) ? speeds : [...speeds, { value: speed, label: speed }]

  return (
    <Card as="section" aria-labelledby="customization-title">
      <CardHeader titleId="customization-title" title={t`Calm and motion`} description={t`Saved as soon as you change them, on every device you sign in to.`} />
      <div className={styles.controls}>
        <div className={styles.setting}>
          <Switch
            label={t`Calm mode`}
            labelPosition="start"
            describedBy={calmId}
            disabled={loading}
            checked={customization.value.calmModeEnabled}
            onCheckedChange={(checked) => save({ calmModeEnabled: checked }, 'toggle calm mode')}
          />
          <p id={calmId} className={styles.description}>
            {t`No sounds, no level or achievement toasts, and as little motion as possible. Achievements are still earned.`}
          </p>
        </div>
        <div className={styles.setting}>
          <Switch
            label={t`Sound`}
            labelPosition="start"
            describedBy={soundId}
            disabled={loading}
            checked={customization.value.soundEnabled}
            onCheckedChange={(checked) => save({ soundEnabled: checked }, 'toggle sound')}
          />
          <p id={soundId} className={styles.description}>
            {t`A short sound when you save a trade, unlock an achievement or reach a new level. Off in calm mode.`}
          </p>
        </div>
        <Select label={t`Animation speed`} items={items} value={speed} disabled={loading} onValueChange={(value) => save({ animationSpeed: value }, 'set animation speed')} />
      </div>
    </Card>
  )
}

function log(error: unknown, action: string) {
  const record = recordError(error, { page: '/settings', action })
  console.warn('Customization preference not saved:', record.message)
}
