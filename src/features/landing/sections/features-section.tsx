import { Trans, useLingui } from '@lingui/react/macro'
import { card, container, eyebrow, lead, sectionTitle } from '../public-layout/public.css'
import { FeatureIcon, type FeatureIconName } from './feature-icons'
import { header, tintedSection } from './section.css'
import * as styles from './features-section.css'

interface Feature {
  icon: FeatureIconName
  title: string
  text: string
}

export function FeaturesSection() {
  const { t } = useLingui()
  // Card titles are docs/product.md's; each line states a strength we actually have (docs/field.md).
  const features: Feature[] = [
    {
      icon: 'logging',
      title: t`Smart Trade Logging`,
      text: t`Keep every fill: partial fills and scale-ins become one trade, with fees counted in whatever coin you paid them.`,
    },
    {
      icon: 'imports',
      title: t`Auto Imports`,
      text: t`Import CSVs from 11 exchanges with fees and funding included, and re-import safely: duplicates are caught, real fills are kept.`,
    },
    {
      icon: 'analytics',
      title: t`Advanced Analytics`,
      text: t`Net P&L after fees and funding, win rate, profit factor, R-multiples and drawdown, each with its definition on screen.`,
    },
    {
      icon: 'tags',
      title: t`Tag and Filter Everything`,
      text: t`Tag setups, emotions and mistakes, then filter by account, exchange, pair or tag to see what really pays.`,
    },
    {
      icon: 'mobile',
      title: t`Mobile Friendly`,
      text: t`Install it on your phone and keep journaling offline; your journal syncs when you are back online.`,
    },
  ]
  return (
    <section className={tintedSection} aria-labelledby="features-title">
      <div className={container}>
        <div className={header}>
          <p className={eyebrow}>
            <Trans>Features</Trans>
          </p>
          <h2 id="features-title" className={sectionTitle}>
            <Trans>Everything a crypto journal should do</Trans>
          </h2>
          <p className={lead}>
            <Trans>Offline-first, crypto-correct and quick to set up: your journal in under 2 minutes.</Trans>
          </p>
        </div>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.icon} className={`${card} ${styles.item}`}>
              <span className={styles.icon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.text}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
