import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { container, eyebrow, lead, primaryButton } from '../public-layout/public.css'
import * as styles from './hero-section.css'

export function HeroSection() {
  const { t } = useLingui()
  // Marketing claims from docs/product.md (section 1); kept as translatable text so locales can format the numbers.
  const stats = [
    { value: t`10,000+`, label: t`Active traders` },
    { value: t`1M+`, label: t`Trades logged` },
    { value: t`98%`, label: t`Satisfaction` },
  ]
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${container} ${styles.content}`}>
        <p className={eyebrow}>
          <Trans>The offline-first journal for crypto traders</Trans>
        </p>
        <h1 id="hero-title" className={styles.title}>
          <Trans>
            Journal every trade. <span className={styles.highlight}>See your real progress.</span>
          </Trans>
        </h1>
        <p className={`${lead} ${styles.subtitle}`}>
          <Trans>Log trades by hand or import them from 11 exchanges. See your net P&L after fees and funding, your R-multiples and your streaks, even with no connection.</Trans>
        </p>
        <div className={styles.actions}>
          <Link to="/auth" className={primaryButton}>
            <Trans>Start journaling free</Trans>
          </Link>
        </div>
        <p className={styles.trust}>
          <Trans>2-minute setup • Free forever • No credit card required</Trans>
        </p>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
