import type { ConnectivitySource } from './connectivity-store'

/**
 * The browser's own view: `navigator.onLine` and the window's online/offline events. It only knows
 * whether a network interface is up, not whether the server answers; the sync state machine refines
 * that later by providing another source.
 */
export function createBrowserConnectivitySource(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  nav: Pick<Navigator, 'onLine'> = navigator,
): ConnectivitySource {
  return {
    // Browsers without the property are treated as online: offline is only claimed on evidence.
    read: () => nav.onLine !== false,
    listen(onChange) {
      const online = () => onChange(true)
      const offline = () => onChange(false)
      target.addEventListener('online', online)
      target.addEventListener('offline', offline)
      return () => {
        target.removeEventListener('online', online)
        target.removeEventListener('offline', offline)
      }
    },
  }
}
