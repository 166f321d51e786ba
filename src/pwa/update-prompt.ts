import { t } from '@lingui/core/macro'
import { notify } from '../ui'

const UPDATE_TOAST_ID = 'pwa-update-available'

/** 'A new version is available' with a 'Reload' action; it stays until the user acts. */
export function showUpdatePrompt(accept: () => void): void {
  notify.info(t`A new version is available`, {
    id: UPDATE_TOAST_ID,
    duration: Infinity,
    action: { label: t`Reload`, onClick: accept },
  })
}
