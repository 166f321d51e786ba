import { t } from '@lingui/core/macro'
import { notify } from '../../ui'
import type { AuthRedirect } from './redirect-fragment'

/**
 * The toast for a session that arrived in the URL (Google, a confirmation link). A recovery link
 * says nothing here: the auth screen asks for the new password instead. Errors are shown by the auth
 * screen, where the trader lands.
 */
export function showRedirectNotice(redirect: AuthRedirect | null): void {
  if (redirect?.kind !== 'session' || redirect.type === 'recovery') return
  notify.success(t`Successfully logged in`)
}
