import { Trans, useLingui } from '@lingui/react/macro'
import { IconButton } from '../../ui'
import { CloseIcon } from '../../ui/icons/action-icons'
import { useConnectivity } from './connectivity-context'
import { offlineAnnouncement, useOfflineAnnounced } from './offline-announcement'
import * as styles from './offline-notice.css'

/**
 * docs/product.md section 4's offline notice, in the page's flow at the top of the screen rather than
 * floating over it (a persistent toast covered the journal row menu's Delete): the 'Offline Mode'
 * badge for as long as the app is offline, including when it starts offline, and after going offline
 * while in use 'You are offline' beside it, which never times out (the trader may dismiss it; the
 * badge stays). Gone when the connection is back.
 */
export function OfflineNotice() {
  const { t } = useLingui()
  const { online } = useConnectivity()
  const announced = useOfflineAnnounced()
  if (online) return null
  return (
    <div className={styles.notice} data-offline-notice="">
      <div role="status" className={styles.badge}>
        <span className={styles.dot} aria-hidden="true" />
        <Trans>Offline Mode</Trans>
      </div>
      {announced ? (
        <>
          <div role="alert" className={styles.message}>
            <p className={styles.title}>
              <Trans>You are offline</Trans>
            </p>
            <p className={styles.description}>
              <Trans>Some features may be limited</Trans>
            </p>
          </div>
          <IconButton aria-label={t`Dismiss notification`} icon={<CloseIcon size={16} />} size="sm" onClick={() => offlineAnnouncement.set(false)} />
        </>
      ) : null}
    </div>
  )
}
