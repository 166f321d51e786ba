import { useEffect, useRef } from 'react'
import { notify } from '../../ui'
import { useConnectivity } from './connectivity-context'
import { connectivityEffect, OFFLINE_TOAST_ID } from './connectivity-transitions'
import { showBackOnlineToast, showOfflineToast } from './connectivity-toasts'

/**
 * Turns connectivity changes into docs/product.md's toasts (section 4). Renders nothing; mount it once,
 * beside the toast region. Starting offline shows no toast (the badge says it).
 */
export function ConnectivityNotifier() {
  const { online, settled } = useConnectivity()
  const previous = useRef<boolean | undefined>(undefined)

  useEffect(() => {
    // A reading still being checked at load is not a change the trader made: no toast for it.
    if (!settled) return
    const effect = connectivityEffect(previous.current, online)
    previous.current = online
    if (effect === 'show-offline') showOfflineToast()
    else if (effect === 'show-back-online') showBackOnlineToast()
  }, [online, settled])

  // The offline toast never times out, but it must not sit over the controls an offline trader keeps
  // using (it covered the journal row menu's Delete): the first tap, click or key press after it
  // appeared folds it into the 'Offline Mode' badge, which stays for as long as the app is offline.
  useEffect(() => {
    if (online) return
    const collapse = () => notify.dismiss(OFFLINE_TOAST_ID)
    document.addEventListener('pointerdown', collapse, true)
    document.addEventListener('keydown', collapse, true)
    return () => {
      document.removeEventListener('pointerdown', collapse, true)
      document.removeEventListener('keydown', collapse, true)
    }
  }, [online])

  return null
}
