import { describe, expect, it } from 'vitest'
import {
  canRequest,
  type Connectivity,
  type ConnectivityEvent,
  type ConnectivityState,
  DEFAULT_CONNECTIVITY_CONFIG,
  initialConnectivity,
  isOnline,
  reduceConnectivity,
} from '../../../sync/connectivity'

const config = { ...DEFAULT_CONNECTIVITY_CONFIG, baseDelayMs: 1000, maxDelayMs: 8000, unreachableAfter: 2 }
const T = 1_000_000

const ok = (at = T): ConnectivityEvent => ({ type: 'request-succeeded', at })
const fail = (kind: 'network' | 'server' | 'unauthorized' | 'rejected', at = T, random = 0): ConnectivityEvent => ({
  type: 'request-failed',
  kind,
  message: `${kind} failure`,
  at,
  random,
})
const idle = (at = T): ConnectivityEvent => ({ type: 'activity', active: false, at })
const busy = (at = T): ConnectivityEvent => ({ type: 'activity', active: true, at })

function run(events: readonly ConnectivityEvent[], start: { browserOnline?: boolean; signedIn?: boolean } = {}): Connectivity {
  const initial = initialConnectivity({ browserOnline: start.browserOnline ?? true, signedIn: start.signedIn ?? true }, config)
  return events.reduce((state, event) => reduceConnectivity(state, event, config), initial)
}

describe('connectivity state machine: states', () => {
  const cases: [string, readonly ConnectivityEvent[], { browserOnline?: boolean; signedIn?: boolean }, ConnectivityState][] = [
    ['starts connecting when online and signed in', [], {}, 'connecting'],
    ['starts offline when the browser is offline', [], { browserOnline: false }, 'offline'],
    ['starts signed-out without a session', [], { signedIn: false }, 'signed-out'],
    ['signed-out wins over offline', [], { browserOnline: false, signedIn: false }, 'signed-out'],
    ['a first answer while work runs is syncing', [busy(), ok()], {}, 'syncing'],
    ['idle after an answer is synced', [busy(), ok(), idle()], {}, 'synced'],
    ['changes waiting keep it syncing', [ok(), idle(), { type: 'pending-changed', count: 3 }], {}, 'syncing'],
    ['a network failure is retrying', [fail('network')], {}, 'retrying'],
    ['repeated network failures mean the server is unreachable', [fail('network', T), fail('network', T + 5000)], {}, 'offline'],
    ['a 5xx is retrying, however often', [fail('server', T), fail('server', T + 5000), fail('server', T + 20_000)], {}, 'retrying'],
    ['an expired session is retrying', [fail('unauthorized')], {}, 'retrying'],
    ['a rejected row is not a connectivity problem', [busy(), fail('rejected'), idle()], {}, 'synced'],
    ['success after failures is back to normal', [fail('network', T), fail('network', T + 5000), ok(T + 9000), idle(T + 9000)], {}, 'synced'],
    ['browser offline', [ok(), idle(), { type: 'browser-offline' }], {}, 'offline'],
    ['browser back online reconnects', [ok(), { type: 'browser-offline' }, { type: 'browser-online' }], {}, 'connecting'],
    ['sign-out', [ok(), idle(), { type: 'signed-out' }], {}, 'signed-out'],
    ['sign-in after sign-out reconnects', [{ type: 'signed-out' }, { type: 'signed-in' }], {}, 'connecting'],
    ['an offline machine ignores request failures', [fail('network')], { browserOnline: false }, 'offline'],
    ['a live realtime socket that drops is connecting until a request gets through', [ok(), idle(), { type: 'realtime-open' }, { type: 'realtime-closed' }], {}, 'connecting'],
    ['a request after the socket drop is synced again', [ok(), idle(), { type: 'realtime-open' }, { type: 'realtime-closed' }, ok(), idle()], {}, 'synced'],
    ['a socket that never opened failing to join changes nothing', [ok(), idle(), { type: 'realtime-closed' }], {}, 'synced'],
  ]
  it.each(cases)('%s', (_name, events, start, expected) => {
    expect(run(events, start).state).toBe(expected)
  })
})

describe('connectivity state machine: backoff and the request gate', () => {
  const cases: [string, readonly ConnectivityEvent[], number | null][] = [
    ['first failure waits between half and all of the base delay (random 0)', [fail('server', T, 0)], T + 500],
    ['first failure, random just under 1', [fail('server', T, 0.999)], T + 1000],
    ['second wave doubles', [fail('server', T, 0), { type: 'retry-due', at: T + 500 }, fail('server', T + 600, 0)], T + 600 + 1000],
    ['a failure inside the current wait does not add a step', [fail('server', T, 0), fail('server', T + 100, 0)], T + 500],
    [
      'the delay is capped',
      Array.from({ length: 10 }, (_, i) => [fail('server', T + i * 100_000, 1), { type: 'retry-due', at: T + i * 100_000 + 9000 } as ConnectivityEvent])
        .flat()
        .slice(0, -1),
      T + 9 * 100_000 + 8000,
    ],
    ['success clears the wait', [fail('server', T), ok(T + 10)], null],
    ['browser back online retries at once', [fail('network', T), { type: 'browser-online' }], null],
    ['a realtime socket that opens ends a network wait', [fail('network', T), { type: 'realtime-open' }], null],
    ['a realtime socket does not end a 5xx wait', [fail('server', T, 0), { type: 'realtime-open' }], T + 500],
    ['a refreshed token ends an auth wait', [fail('unauthorized', T, 0), { type: 'token-refreshed' }], null],
    ['a refreshed token does not end a 5xx wait', [fail('server', T, 0), { type: 'token-refreshed' }], T + 500],
    ['an early retry-due is ignored', [fail('server', T, 0), { type: 'retry-due', at: T + 10 }], T + 500],
    ["'Sync now' skips the wait of a network failure", [fail('network', T, 0), { type: 'retry-now' }], null],
    ["'Sync now' skips the wait of a 5xx", [fail('server', T, 0), { type: 'retry-now' }], null],
    ["'Sync now' with nothing to wait for changes nothing", [ok(T), { type: 'retry-now' }], null],
    ['a refreshed token ends a network wait', [fail('network', T, 0), { type: 'token-refreshed' }], null],
  ]
  it.each(cases)('%s', (_name, events, nextRetryAt) => {
    expect(run(events).nextRetryAt).toBe(nextRetryAt)
  })

  const gate: [string, readonly ConnectivityEvent[], { browserOnline?: boolean; signedIn?: boolean }, number, boolean][] = [
    ['open when online and signed in', [], {}, T, true],
    ['closed while the browser is offline', [], { browserOnline: false }, T, false],
    ['closed when signed out', [{ type: 'signed-out' }], {}, T, false],
    ['closed during the backoff', [fail('server', T, 0)], {}, T + 499, false],
    ['open once the backoff is over', [fail('server', T, 0)], {}, T + 500, true],
  ]
  it.each(gate)('gate %s', (_name, events, start, now, open) => {
    expect(canRequest(run(events, start), now)).toBe(open)
  })
})

describe('connectivity state machine: what the sync indicator shows', () => {
  it('records the last sync only when the work ends healthy', () => {
    expect(run([busy(T), ok(T + 1), idle(T + 2)]).lastSyncedAt).toBe(T + 2)
    expect(run([busy(T), idle(T + 2)]).lastSyncedAt).toBeNull()
    expect(run([busy(T), ok(T + 1), idle(T + 2), busy(T + 3), fail('server', T + 4), idle(T + 5)]).lastSyncedAt).toBe(T + 2)
  })

  it('starts from the last sync of an earlier run (a reload) until the next one ends', () => {
    const reloaded = initialConnectivity({ browserOnline: false, signedIn: true, lastSyncedAt: T - 60_000 }, config)
    expect(reloaded.lastSyncedAt).toBe(T - 60_000)
    const failedAfter = [busy(T), fail('network', T + 1), idle(T + 2)].reduce((state, event) => reduceConnectivity(state, event, config), reloaded)
    expect(failedAfter.lastSyncedAt).toBe(T - 60_000)
    const syncedAfter = [busy(T), ok(T + 1), idle(T + 2)].reduce((state, event) => reduceConnectivity(state, event, config), { ...reloaded, browserOnline: true })
    expect(syncedAfter.lastSyncedAt).toBe(T + 2)
  })

  it('keeps the last error after recovery, with its kind and time', () => {
    const state = run([fail('server', T), ok(T + 2000), idle(T + 2000)])
    expect(state.state).toBe('synced')
    expect(state.lastError).toEqual({ kind: 'server', message: 'server failure', at: T })
  })

  it('reports online for the badge unless the browser or the server is out of reach', () => {
    expect(isOnline(run([]), config)).toBe(true)
    expect(isOnline(run([fail('network')]), config)).toBe(true)
    expect(isOnline(run([fail('network', T), fail('network', T + 5000)]), config)).toBe(false)
    expect(isOnline(run([], { browserOnline: false }), config)).toBe(false)
    expect(isOnline(run([fail('server', T), fail('server', T + 5000)]), config)).toBe(true)
  })

  describe('after an outage', () => {
    // Five waves of network failures: the server counts as unreachable and the next try is 4-8 s away.
    const outage = [0, 1, 2, 3, 4].flatMap((wave): ConnectivityEvent[] => [
      ...(wave > 0 ? [{ type: 'retry-due', at: T + wave * 10_000 } as const] : []),
      fail('network', T + wave * 10_000 + 1, 0.5),
    ])

    it("'Sync now' lets a request go at once but stays offline until one gets through", () => {
      const down = run(outage)
      expect(down.state).toBe('offline')
      expect(canRequest(down, T + 40_002)).toBe(false)
      const asked = reduceConnectivity(down, { type: 'retry-now' }, config)
      expect(canRequest(asked, T + 40_002)).toBe(true)
      expect(asked.state).toBe('offline')
      expect(isOnline(asked, config)).toBe(false)
    })

    it('a request that gets through ends the offline state at once, whatever the backoff', () => {
      const back = reduceConnectivity(run(outage), ok(T + 40_002), config)
      expect(back.state).not.toBe('offline')
      expect(isOnline(back, config)).toBe(true)
      expect(back.nextRetryAt).toBeNull()
    })

    it('a token refresh the server answered ends the offline state at once', () => {
      const back = reduceConnectivity(run(outage), { type: 'token-refreshed' }, config)
      expect(isOnline(back, config)).toBe(true)
      expect(back.failures).toBe(0)
      expect(canRequest(back, T + 40_002)).toBe(true)
    })

    it("a 'Sync now' that fails too backs off again, at least as long as before", () => {
      const down = run(outage)
      const failedAgain = [{ type: 'retry-now' } as const, fail('network', T + 40_002, 0.5)].reduce((state, event) => reduceConnectivity(state, event, config), down)
      expect(failedAgain.failures).toBe(down.failures + 1)
      expect(failedAgain.nextRetryAt! - (T + 40_002)).toBeGreaterThanOrEqual(down.nextRetryAt! - (T + 40_001))
    })
  })

  it('never counts negative changes waiting', () => {
    expect(run([{ type: 'pending-changed', count: -2 }]).pendingChanges).toBe(0)
  })
})
