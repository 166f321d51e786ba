import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { card, container, eyebrow, lead, primaryButton, secondaryButton, sectionTitle } from '../public-layout/public.css'
import { CheckIcon } from './check-icon'
import { usePricingPlans } from './pricing-plans'
import { header, section } from './section.css'
import * as styles from './pricing-section.css'

export function PricingSection() {
  const plans = usePricingPlans()
  return (
    <section className={section} aria-labelledby="pricing-title">
      <div className={container}>
        <div className={header}>
          <p className={eyebrow}>
            <Trans>Pricing</Trans>
          </p>
          <h2 id="pricing-title" className={sectionTitle}>
            <Trans>Simple pricing that grows with you</Trans>
          </h2>
          <p className={lead}>
            <Trans>Start free forever. Upgrade when your journal needs more.</Trans>
          </p>
        </div>
        <ul className={styles.grid}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <article className={`${card} ${styles.plan} ${plan.popular ? styles.popular : ''}`} aria-labelledby={`plan-${plan.id}`}>
                {plan.popular ? (
                  <span className={styles.badge}>
                    <Trans>Most Popular</Trans>
                  </span>
                ) : null}
                <h3 id={`plan-${plan.id}`} className={styles.name}>
                  {plan.name}
                </h3>
                <p className={styles.description}>{plan.description}</p>
                <p className={styles.price}>
                  <span className={styles.amount}>{plan.price}</span>
                  <span className={styles.period}>{plan.period}</span>
                </p>
                <ul className={styles.features}>
                  {plan.features.map((feature) => (
                    <li key={feature} className={styles.feature}>
                      <CheckIcon className={styles.check} />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <Link to="/auth" className={`${plan.popular ? primaryButton : secondaryButton} ${styles.cta}`}>
                  {plan.cta}
                </Link>
              </article>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          <Trans>All plans include 14-day free trial • No credit card required • Cancel anytime</Trans>
        </p>
      </div>
    </section>
  )
}
