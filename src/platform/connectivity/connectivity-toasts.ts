import { t } from '@lingui/core/macro'
import { notify } from '../../ui'
import { BACK_ONLINE_TOAST_ID } from './connectivity-transitions'

/** docs/product.md section 4: an ordinary, self-dismissing toast once the connection is back. */
export function showBackOnlineToast(): void {
  notify.success(t`Back online! 🎉`, {
    id: BACK_ONLINE_TOAST_ID,
    description: t`Your connection has been restored`,
  })
}
