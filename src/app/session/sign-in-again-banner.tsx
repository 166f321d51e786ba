import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { buttonClass } from '../../ui'
import { useSession } from '../../platform/session/use-session'
import * as styles from './session-notices.css'

/**
 * The server refused the account session (a 4xx on refresh). Nothing local is touched: the journal
 * keeps working and its changes wait; signing in again resumes sync.
 */
export function SignInAgainBanner() {
  const state = useSession()
  const href = useLocation({ select: (location) => location.href })
  if (state.status !== 'signed-in' || !state.session.signInRequired) return null
  return (
    <div role="alert" className={styles.banner}>
      <p className={styles.text}>
        <Trans>Your session has ended, so your changes are not syncing. Sign in again to resume; your journal stays on this device and keeps working.</Trans>
      </p>
      <Link to="/auth" search={{ redirect: href }} className={buttonClass({ variant: 'primary', size: 'sm' })}>
        <Trans>Sign in again</Trans>
      </Link>
    </div>
  )
}
