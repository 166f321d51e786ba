import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import * as styles from '../errors/error-screen.css'

export function NotFoundScreen() {
  return (
    <main className={styles.screen} aria-labelledby="not-found-title">
      <div className={styles.panel}>
        <p className={styles.subtitle} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          <Trans>Page not found</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <div className={styles.actions}>
          <Link to="/dashboard" className={styles.primaryButton}>
            <Trans>Go to Dashboard</Trans>
          </Link>
          <Link to="/" className={styles.secondaryButton}>
            <Trans>Home</Trans>
          </Link>
        </div>
      </div>
    </main>
  )
}
