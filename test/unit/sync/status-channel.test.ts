import { describe, expect, it } from 'vitest'
import { openStatusChannel, type BroadcastPort } from '../../../sync/replication/status-channel'
import type { SyncStatus } from '../../../sync/replication/status'

/** An in-memory BroadcastChannel: a message reaches every other port of the same name. */
function bus() {
  const ports = new Map<string, Set<{ deliver: (data: unknown) => void }>>()
  return (name: string): BroadcastPort => {
    const listeners = new Set<(event: { data: unknown }) => void>()
    const self = { deliver: (data: unknown) => listeners.forEach((listener) => listener({ data: structuredClone(data) })) }
    if (!ports.has(name)) ports.set(name, new Set())
    ports.get(name)!.add(self)
    return {
      postMessage: (data) => ports.get(name)!.forEach((port) => port !== self && port.deliver(data)),
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
      close: () => void ports.get(name)!.delete(self),
    }
  }
}

const status: SyncStatus = {
  state: 'synced',
  online: true,
  pendingChanges: 0,
  lastSyncedAt: '2025-01-01T00:00:00.000Z',
  lastError: null,
  nextRetryAt: null,
  setAsideRows: 1,
  refusedPulls: 0,
  pendingUploads: 2,
  role: 'leader',
}

describe('status shared between tabs', () => {
  it('a follower that opens late asks, and the leader answers with its status', () => {
    const open = bus()
    const leader = openStatusChannel('u1', open)!
    const follower = openStatusChannel('u1', open)!
    const received: SyncStatus[] = []
    follower.onStatus((value) => received.push(value))
    leader.onAsk(() => leader.publish(status))
    follower.ask()
    expect(received).toEqual([status])
    leader.publish({ ...status, state: 'offline', online: false })
    expect(received.at(-1)?.state).toBe('offline')
  })

  it('never mixes two users', () => {
    const open = bus()
    const leaderA = openStatusChannel('user-a', open)!
    const followerB = openStatusChannel('user-b', open)!
    const received: SyncStatus[] = []
    followerB.onStatus((value) => received.push(value))
    leaderA.publish(status)
    expect(received).toEqual([])
  })

  it('is absent where BroadcastChannel is', () => {
    expect(openStatusChannel('u', () => null)).toBeNull()
  })
})
