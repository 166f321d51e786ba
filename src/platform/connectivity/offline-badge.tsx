import { Trans } from '@lingui/react/macro'
import { useConnectivity } from './connectivity-context'
import * as styles from './offline-badge.css'

/**
 * The persistent 'Offline Mode' badge: shown for as long as the app is offline, including when it
 * starts offline, and gone when the connection is back.
 */
export function OfflineBadge({ placement = 'floating' }: { placement?: 'floating' | 'inline' }) {
  const { online } = useConnectivity()
  if (online) return null
  return (
    <div role="status" className={styles.badge[placement]} data-offline-badge={placement}>
      <span className={styles.dot} aria-hidden="true" />
      <Trans>Offline Mode</Trans>
    </div>
  )
}
