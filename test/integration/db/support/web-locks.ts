/**
 * Web Locks (navigator.locks) for Node, which has none: exclusive locks granted in request order,
 * released when the callback's promise settles, and `query()` listing the held ones. Only what the
 * import code uses.
 */
export function installWebLocks(): () => void {
  const tails = new Map<string, Promise<unknown>>()
  const held = new Set<string>()
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve()
      const granted = previous.then(async () => {
        held.add(name)
        try {
          return await callback()
        } finally {
          held.delete(name)
        }
      })
      tails.set(
        name,
        granted.catch(() => undefined),
      )
      return granted
    },
    query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
  }
  const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true })
  return () => {
    if (had) Object.defineProperty(globalThis, 'navigator', had)
    else delete (globalThis as { navigator?: unknown }).navigator
  }
}
