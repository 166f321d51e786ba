import { describe, expect, it } from 'vitest'
import { createConnectivityDriver } from '../../../sync/connectivity'
import { manualClock } from './support/manual-clock'

function setup(options: { browserOnline?: boolean } = {}) {
  const clock = manualClock()
  const driver = createConnectivityDriver({
    browserOnline: options.browserOnline ?? true,
    signedIn: true,
    now: clock.now,
    random: () => 0,
    scheduler: clock.scheduler,
    config: { baseDelayMs: 1000, maxDelayMs: 8000, unreachableAfter: 2 },
  })
  return { clock, driver }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('connectivity driver', () => {
  it('lets requests through at once when nothing is wrong', async () => {
    const { driver } = setup()
    expect(await settled(driver.whenOpen())).toBe(true)
  })

  it('holds requests during the backoff and releases them when it ends', async () => {
    const { clock, driver } = setup()
    driver.send({ type: 'request-failed', kind: 'server', message: '503' })
    expect(driver.get().state).toBe('retrying')
    expect(driver.get().nextRetryAt).toBe(clock.now() + 500)
    const gate = driver.whenOpen()
    clock.advance(499)
    expect(await settled(gate)).toBe(false)
    clock.advance(1)
    expect(await settled(gate)).toBe(true)
    expect(driver.get().state).toBe('retrying')
    driver.send({ type: 'request-succeeded' })
    expect(driver.get().state).toBe('synced')
  })

  it('holds requests while offline and releases them on the online event, skipping the backoff', async () => {
    const { clock, driver } = setup({ browserOnline: false })
    const gate = driver.whenOpen()
    clock.advance(60_000)
    expect(await settled(gate)).toBe(false)
    driver.send({ type: 'browser-online' })
    expect(await settled(gate)).toBe(true)
  })

  it('moves to offline after repeated network failures and back when a request succeeds', () => {
    const { clock, driver } = setup()
    const states: string[] = []
    driver.subscribe((state) => {
      if (states.at(-1) !== state.state) states.push(state.state)
    })
    driver.send({ type: 'request-failed', kind: 'network', message: 'fetch failed' })
    clock.advance(500)
    driver.send({ type: 'request-failed', kind: 'network', message: 'fetch failed' })
    clock.advance(1000)
    driver.send({ type: 'request-succeeded' })
    driver.send({ type: 'activity', active: false })
    expect(states).toEqual(['retrying', 'offline', 'synced'])
    expect(driver.get().lastSyncedAt).toBe(clock.now())
  })

  it('rejects waiting requests when sync stops', async () => {
    const { driver } = setup({ browserOnline: false })
    const abort = new AbortController()
    const gate = driver.whenOpen(abort.signal)
    abort.abort()
    await expect(gate).rejects.toThrow('Sync stopped')
  })

  it('leaves no timer behind when destroyed', () => {
    const { clock, driver } = setup()
    driver.send({ type: 'request-failed', kind: 'server', message: '500' })
    expect(clock.pending()).toBe(1)
    driver.destroy()
    expect(clock.pending()).toBe(0)
  })
})
