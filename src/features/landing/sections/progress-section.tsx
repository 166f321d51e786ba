import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { container, lead, primaryButton, sectionTitle } from '../public-layout/public.css'
import { CheckIcon } from './check-icon'
import { DashboardPreview } from './dashboard-preview'
import { ScreenshotDialog } from './screenshot-dialog'
import { section } from './section.css'
import * as styles from './progress-section.css'

export function ProgressSection() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const points = [
    t`An equity curve after fees and funding, not before them`,
    t`Streaks, R-multiples and expectancy by setup, so you see which edge is improving`,
    t`Every number shows how it is calculated, and you choose gross or net`,
  ]
  return (
    <section className={section} aria-labelledby="progress-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <h2 id="progress-title" className={sectionTitle}>
            <Trans>Other journals show numbers. This one shows progress.</Trans>
          </h2>
          <p className={lead}>
            <Trans>Your journal should tell you whether you are getting better. Ours turns every fill into clear trends you can act on, week after week.</Trans>
          </p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point} className={styles.point}>
                <CheckIcon className={styles.check} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link to="/auth" className={primaryButton}>
            <Trans>See it in action</Trans>
          </Link>
        </div>
        <figure className={styles.figure}>
          <button type="button" className={styles.shotButton} onClick={() => setOpen(true)} aria-label={t`Open the dashboard screenshot`}>
            <DashboardPreview />
          </button>
          <figcaption className={styles.shotHint}>
            <Trans>Tap or click to enlarge</Trans>
          </figcaption>
        </figure>
      </div>
      <ScreenshotDialog open={open} title={t`Dashboard preview`} onClose={() => setOpen(false)}>
        <DashboardPreview />
      </ScreenshotDialog>
    </section>
  )
}
