import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLocalSessionSource } from '../../../src/app/session/local-session-source'
import { SessionController } from '../../../src/app/session/session-controller'
import { SESSION_CHECK_INTERVAL_MS } from '../../../src/app/session/session-policy'
import { drivenOnlineSignal } from '../../support/driven-network'
import { MemoryStorage } from './memory-storage'

afterEach(() => vi.useRealTimers())

async function started() {
  vi.useFakeTimers()
  const controller = new SessionController(createLocalSessionSource(new MemoryStorage()))
  const refresh = vi.spyOn(controller, 'refresh').mockResolvedValue('not-needed')
  const network = drivenOnlineSignal()
  const target = new EventTarget() as EventTarget & Pick<Window, 'setInterval' | 'clearInterval'>
  Object.assign(target, { setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval })
  const stop = controller.startSessionChecks(network, target)
  await controller.ready()
  await vi.advanceTimersByTimeAsync(0)
  return { refresh, network, stop }
}

type Started = Awaited<ReturnType<typeof started>>

describe('the session checks', () => {
  it.each<[string, (context: Started) => Promise<unknown> | void, number]>([
    ['at start', () => undefined, 1],
    ['every 5 minutes', () => vi.advanceTimersByTimeAsync(2 * SESSION_CHECK_INTERVAL_MS), 3],
    ['when the network is usable again (reachability, not only the browser event)', ({ network }) => network.set(true), 2],
    ['not when the network goes away', ({ network }) => network.set(false), 1],
  ])('checks the session %s', async (_name, act, checks) => {
    const context = await started()
    await act(context)
    expect(context.refresh).toHaveBeenCalledTimes(checks)
    context.stop()
  })

  it('stops listening when stopped', async () => {
    const context = await started()
    context.stop()
    expect(context.network.listening()).toBe(0)
    context.network.set(true)
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS)
    expect(context.refresh).toHaveBeenCalledTimes(1)
  })
})
