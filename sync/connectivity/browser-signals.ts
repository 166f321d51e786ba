/**
 * The browser's own signal: `navigator.onLine` and the window's online/offline events. It only knows
 * whether a network interface is up; the machine refines it with what requests and the realtime
 * socket report. Same shape as the app's ConnectivitySource, so tests and the app can pass their own.
 */
export interface BrowserSignals {
  read(): boolean
  listen(onChange: (online: boolean) => void): () => void
}

export function windowSignals(): BrowserSignals | null {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return null
  return {
    // Offline is only claimed on evidence: a browser without the property counts as online.
    read: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    listen(onChange) {
      const online = () => onChange(true)
      const offline = () => onChange(false)
      window.addEventListener('online', online)
      window.addEventListener('offline', offline)
      return () => {
        window.removeEventListener('online', online)
        window.removeEventListener('offline', offline)
      }
    },
  }
}
