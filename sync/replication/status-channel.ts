import type { SyncStatus } from './status'

type Message = { readonly type: 'status'; readonly status: SyncStatus } | { readonly type: 'hello' }

/** The part of BroadcastChannel the status channel uses (tests pass their own). */
export interface BroadcastPort {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

export interface StatusChannel {
  /** Leader: tell the other tabs. */
  publish(status: SyncStatus): void
  /** Follower: ask the leader to repeat its status (a tab that just opened). */
  ask(): void
  onStatus(listener: (status: SyncStatus) => void): void
  onAsk(listener: () => void): void
  close(): void
}

/**
 * Only the leading tab replicates (RxDB leader election); it shares its status with the other tabs of
 * the same user over a BroadcastChannel, so every tab shows the same state, changes waiting and errors.
 */
export function openStatusChannel(userId: string, open: (name: string) => BroadcastPort | null = defaultOpen): StatusChannel | null {
  const port = open(`tj-sync-status-${userId}`)
  if (!port) return null
  const statusListeners = new Set<(status: SyncStatus) => void>()
  const askListeners = new Set<() => void>()
  const onMessage = (event: { data: unknown }) => {
    const message = event.data as Message | null
    if (message?.type === 'status') for (const listener of statusListeners) listener(message.status)
    else if (message?.type === 'hello') for (const listener of askListeners) listener()
  }
  port.addEventListener('message', onMessage)
  const post = (message: Message) => {
    try {
      port.postMessage(message)
    } catch {
      // A closed channel (tab shutting down) has no one left to tell.
    }
  }
  return {
    publish: (status) => post({ type: 'status', status }),
    ask: () => post({ type: 'hello' }),
    onStatus: (listener) => void statusListeners.add(listener),
    onAsk: (listener) => void askListeners.add(listener),
    close() {
      port.removeEventListener('message', onMessage)
      statusListeners.clear()
      askListeners.clear()
      port.close()
    },
  }
}

function defaultOpen(name: string): BroadcastPort | null {
  return typeof BroadcastChannel === 'function' ? (new BroadcastChannel(name) as unknown as BroadcastPort) : null
}
