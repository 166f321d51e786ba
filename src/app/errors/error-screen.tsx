import { Trans } from '@lingui/react/macro'
import * as styles from '../../platform/errors/error-screen.css'

/**
 * docs/product.md's error screen. Deliberately free of router, database and Ark UI dependencies: it is what
 * shows when one of those failed, so its buttons do full page loads.
 */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main className={styles.screen} role="alert" aria-labelledby="error-screen-title">
      <div className={styles.panel}>
        <h1 id="error-screen-title" className={styles.title}>
          <Trans>Something went wrong</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>We encountered an unexpected error</Trans>
        </p>
        <pre className={styles.message} data-testid="error-message">
          {message}
        </pre>
        <div className={styles.actions}>
          <button type="button" className={styles.primaryButton} onClick={() => window.location.reload()}>
            <Trans>Reload Page</Trans>
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => window.location.assign('/dashboard')}>
            <Trans>Go to Dashboard</Trans>
          </button>
        </div>
        <p className={styles.note}>
          <Trans>If this problem persists, please contact support</Trans>
        </p>
      </div>
    </main>
  )
}
