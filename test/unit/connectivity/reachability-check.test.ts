import { describe, expect, it } from 'vitest'
import { createConnectivityStore } from '../../../src/platform/connectivity/connectivity-store'
import { withReachabilityCheck } from '../../../src/platform/connectivity/reachability-check'
import { drivenOnlineSignal } from '../../support/driven-network'

/** Checks answered by the test, and retries run by the test. */
function harness(browserOnline: boolean) {
  const browser = drivenOnlineSignal(browserOnline)
  const checks: Array<(reachable: boolean) => void> = []
  const retries: Array<() => void> = []
  const source = withReachabilityCheck(browser, {
    check: () => new Promise<boolean>((resolve) => checks.push(resolve)),
    schedule: (run) => {
      retries.push(run)
      return () => retries.splice(retries.indexOf(run), 1)
    },
  })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { browser, checks, retries, source, settle }
}

describe('withReachabilityCheck', () => {
  it.each([
    { reachable: true, online: true, retries: 0 },
    { reachable: false, online: false, retries: 1 },
  ])('the first check decides the reading at load (reachable=$reachable)', async ({ reachable, online, retries }) => {
    const h = harness(true)
    const store = createConnectivityStore(h.source)
    expect(store.getSnapshot()).toEqual({ online: true, settled: false })
    h.checks[0]!(reachable)
    await h.settle()
    expect(store.getSnapshot()).toEqual({ online, settled: true })
    expect(h.retries).toHaveLength(retries)
  })

  it('checks again while nothing answers, and says online once something does', async () => {
    const h = harness(true)
    const store = createConnectivityStore(h.source)
    h.checks[0]!(false)
    await h.settle()
    h.retries[0]!()
    h.checks[1]!(false)
    await h.settle()
    expect(store.getSnapshot().online).toBe(false)
    h.retries[0]!()
    h.checks[2]!(true)
    await h.settle()
    expect(store.getSnapshot()).toEqual({ online: true, settled: true })
    expect(h.retries).toHaveLength(0)
  })

  it("'Sync now' checks at once instead of waiting for the next retry, and says online when it answers", async () => {
    const h = harness(true)
    const store = createConnectivityStore(h.source)
    h.checks[0]!(false)
    await h.settle()
    expect(h.retries).toHaveLength(1)
    h.source.recheck()
    // The pending retry is replaced by the check just started.
    expect(h.retries).toHaveLength(0)
    h.checks[1]!(true)
    await h.settle()
    expect(store.getSnapshot()).toEqual({ online: true, settled: true })
    expect(h.retries).toHaveLength(0)
  })

  it('does not check for nobody', () => {
    const h = harness(true)
    h.source.recheck()
    expect(h.checks).toHaveLength(0)
  })

  it('does not check while the browser says offline, and trusts its events at once', async () => {
    const h = harness(false)
    const store = createConnectivityStore(h.source)
    expect(store.getSnapshot()).toEqual({ online: false, settled: true })
    await h.settle()
    h.checks[0]?.(true)
    h.browser.set(true)
    expect(store.getSnapshot()).toEqual({ online: true, settled: true })
    h.browser.set(false)
    expect(store.getSnapshot().online).toBe(false)
  })

  it('drops a check answered after a browser event, and stops when the last listener leaves', async () => {
    const h = harness(true)
    const store = createConnectivityStore(h.source)
    h.browser.set(false)
    h.checks[0]!(true)
    await h.settle()
    expect(store.getSnapshot().online).toBe(false)
    const second = createConnectivityStore(h.source)
    expect(h.browser.listening()).toBe(1)
    store.destroy()
    second.destroy()
    expect(h.browser.listening()).toBe(0)
  })
})
