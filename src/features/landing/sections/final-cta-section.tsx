import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { container, primaryButton } from '../public-layout/public.css'
import { section } from './section.css'
import * as styles from './final-cta-section.css'

export function FinalCtaSection() {
  return (
    <section className={section} aria-labelledby="final-cta-title">
      <div className={container}>
        <div className={styles.panel}>
          <h2 id="final-cta-title" className={styles.title}>
            <Trans>Start your journal in 2 minutes</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>Free forever, no credit card required. It works offline from your very first trade.</Trans>
          </p>
          <Link to="/auth" className={`${primaryButton} ${styles.button}`}>
            <Trans>Create your free account</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}
