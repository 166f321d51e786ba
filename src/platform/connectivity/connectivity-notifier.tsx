import { useEffect, useRef } from 'react'
import { useConnectivity } from './connectivity-context'
import { connectivityEffect } from './connectivity-transitions'
import { showBackOnlineToast } from './connectivity-toasts'
import { offlineAnnouncement } from './offline-announcement'

/**
 * Turns connectivity changes into docs/product.md's notices (section 4): going offline makes the
 * offline notice say 'You are offline' (OfflineNotice, in the page's flow, so it never covers a
 * control), coming back closes it with the 'Back online! 🎉' toast. Renders nothing; mount it once.
 * Starting offline says nothing (the badge says it).
 */
export function ConnectivityNotifier() {
  const { online, settled } = useConnectivity()
  const previous = useRef<boolean | undefined>(undefined)

  useEffect(() => {
    // A reading still being checked at load is not a change the trader made: no notice for it.
    if (!settled) return
    const effect = connectivityEffect(previous.current, online)
    previous.current = online
    if (effect === 'show-offline') offlineAnnouncement.set(true)
    else if (effect === 'show-back-online') {
      offlineAnnouncement.set(false)
      showBackOnlineToast()
    }
  }, [online, settled])

  return null
}
