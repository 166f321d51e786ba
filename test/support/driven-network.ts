/**
 * Test doubles of the network as the app and sync/ see it, driven by the test: an online/offline
 * signal (the shape of the app's ConnectivitySource and of sync's BrowserSignals), and a network
 * whose requests fail like a dead link while that signal says offline. Plain module, no test runner:
 * the benchmarks use it too.
 */

export interface DrivenOnlineSignal {
  read(): boolean
  listen(onChange: (online: boolean) => void): () => void
  /** Sets the reading and tells every listener (even when it repeats, as browsers may). */
  set(online: boolean): void
  listening(): number
}

export function drivenOnlineSignal(initial = true): DrivenOnlineSignal {
  let online = initial
  const listeners = new Set<(online: boolean) => void>()
  return {
    read: () => online,
    listen(onChange) {
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
    set(value) {
      online = value
      for (const listener of listeners) listener(value)
    },
    listening: () => listeners.size,
  }
}

/** A network the test can cut: requests fail like a dead link, and the browser hears 'offline'. */
export function controllableNetwork(inner: typeof fetch = fetch) {
  const signals = drivenOnlineSignal(true)
  const networkFetch: typeof fetch = async (input, init) => {
    if (!signals.read()) throw new TypeError('fetch failed')
    return inner(input, init)
  }
  return { signals, fetch: networkFetch, setOnline: signals.set }
}
