import { Trans } from '@lingui/react/macro'
import * as styles from './loading-screen.css'

/** Shown while a screen's code loads and while the session is checked (docs/product.md section 2). */
export function LoadingScreen() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>
        <Trans>Loading...</Trans>
      </span>
    </div>
  )
}
