import type { ConnectivitySource } from '../../platform/connectivity'
import type { SyncManager } from './sync-manager'

/**
 * Online or offline for the 'Offline Mode' badge and toasts (src/platform/connectivity): the connectivity
 * state machine's view while an account syncs (it also notices a server that does not answer behind
 * a captive portal), the browser's events otherwise (device-only journals).
 */
export function createSyncConnectivitySource(manager: Pick<SyncManager, 'getStatus' | 'subscribe'>, browser: ConnectivitySource): ConnectivitySource {
  const read = () => manager.getStatus()?.online ?? browser.read()
  return {
    read,
    // The state machine's readings are settled; before it runs, the browser's may still be checked.
    settled: () => (manager.getStatus() ? true : (browser.settled?.() ?? true)),
    listen(onChange) {
      const update = () => onChange(read())
      const stopBrowser = browser.listen(update)
      const stopManager = manager.subscribe(update)
      return () => {
        stopBrowser()
        stopManager()
      }
    },
  }
}
