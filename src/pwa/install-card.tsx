import { Trans, useLingui } from '@lingui/react/macro'
import { Button, IconButton } from '../ui'
import { AppIcon } from './app-icon'
import { useInstallPrompt } from './install-prompt'
import * as styles from './install-card.css'

const closeGlyph = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

/**
 * docs/product.md section 4, "Install prompt": offered when the browser allows installation and the user has
 * not dismissed it on this device. Renders nothing otherwise. `inline` sits in the page's flow, so it
 * covers no control; `floating` is for pages without the app's frame.
 */
export function InstallCard({ placement }: { placement: 'floating' | 'inline' }) {
  const { t } = useLingui()
  const { visible, install, dismiss } = useInstallPrompt()
  if (!visible) return null

  return (
    // A labelled <section> is a landmark region: easy to reach, and it never traps focus as a dialog would.
    <section className={styles.card[placement]} aria-labelledby="install-card-title">
      <AppIcon className={styles.icon} />
      <div className={styles.body}>
        <h2 id="install-card-title" className={styles.title}>
          <Trans>Install Trading Journal</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>Add to your home screen for quick access and offline support</Trans>
        </p>
      </div>
      <IconButton className={styles.closeButton} size="sm" aria-label={t`Close`} icon={closeGlyph} onClick={dismiss} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={dismiss}>
          <Trans>Not now</Trans>
        </Button>
        <Button onClick={() => void install()}>
          <Trans>Install</Trans>
        </Button>
      </div>
    </section>
  )
}
