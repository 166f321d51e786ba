import { useEffect, useRef } from 'react'
import { useConnectivity } from './connectivity-context'
import { connectivityEffect } from './connectivity-transitions'
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

  return null
}
