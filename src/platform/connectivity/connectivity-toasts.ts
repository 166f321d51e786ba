import { t } from '@lingui/core/macro'
import { notify } from '../../ui'
import { BACK_ONLINE_TOAST_ID, OFFLINE_TOAST_ID } from './connectivity-transitions'

/** docs/product.md section 4: an error toast that stays until the connection returns. */
export function showOfflineToast(): void {
  notify.dismiss(BACK_ONLINE_TOAST_ID)
  notify.error(t`You are offline`, {
    id: OFFLINE_TOAST_ID,
    description: t`Some features may be limited`,
    duration: Infinity,
  })
}

/** docs/product.md section 4: closes the offline toast and confirms with an ordinary, self-dismissing one. */
export function showBackOnlineToast(): void {
  notify.dismiss(OFFLINE_TOAST_ID)
  notify.success(t`Back online! 🎉`, {
    id: BACK_ONLINE_TOAST_ID,
    description: t`Your connection has been restored`,
  })
}
