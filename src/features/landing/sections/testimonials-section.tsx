import { Trans, useLingui } from '@lingui/react/macro'
import { card, container, sectionTitle } from '../public-layout/public.css'
import { header, tintedSection } from './section.css'
import * as styles from './testimonials-section.css'

/**
 * docs/product.md section 1: three testimonials whose names are placeholders; these are marketing placeholders,
 * not real customers. Avatars are initials rather than an external avatar service, so the landing
 * loads nothing from third parties and works offline.
 */
export function TestimonialsSection() {
  const { t } = useLingui()
  const testimonials = [
    {
      name: 'Alex M.',
      role: t`Perpetual futures trader`,
      quote: t`I finally saw what funding was costing me. Two of my "winning" setups were losers once funding was counted.`,
    },
    {
      name: 'Sofia R.',
      role: t`Day trader`,
      quote: t`I journal on the train with no signal and everything is there when I get home. The streaks keep me honest.`,
    },
    {
      name: 'Daniel K.',
      role: t`Swing trader`,
      quote: t`My Bybit and OKX history came in without a single duplicate, and partial fills stayed one trade.`,
    },
  ]
  return (
    <section className={tintedSection} aria-labelledby="testimonials-title">
      <div className={container}>
        <div className={header}>
          <h2 id="testimonials-title" className={sectionTitle}>
            <Trans>Traders who journal with us</Trans>
          </h2>
        </div>
        <ul className={styles.grid}>
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className={`${card} ${styles.item}`}>
                <span className={styles.stars} role="img" aria-label={t`5 out of 5 stars`}>
                  ★★★★★
                </span>
                <blockquote className={styles.quote}>{item.quote}</blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(item.name)}
                  </span>
                  <span>
                    <cite className={styles.name}>{item.name}</cite>
                    <span className={styles.role}>{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
}
