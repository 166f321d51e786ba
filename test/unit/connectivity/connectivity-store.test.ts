import { describe, expect, it, vi } from 'vitest'
import { createBrowserConnectivitySource } from '../../../src/platform/connectivity/browser-connectivity-source'
import { createConnectivityStore, type ConnectivitySource } from '../../../src/platform/connectivity/connectivity-store'
import { connectivityEffect } from '../../../src/platform/connectivity/connectivity-transitions'

/** A source the test drives by hand, standing in for the browser or the sync state machine. */
function manualSource(initial: boolean) {
  let emit: ((online: boolean) => void) | null = null
  const source: ConnectivitySource = {
    read: () => initial,
    listen(onChange) {
      emit = onChange
      return () => {
        emit = null
      }
    },
  }
  return { source, emit: (online: boolean) => emit?.(online), isListening: () => emit !== null }
}

describe('createConnectivityStore', () => {
  it.each([true, false])('starts from the source reading (online=%s)', (online) => {
    const store = createConnectivityStore(manualSource(online).source)
    expect(store.getSnapshot()).toEqual({ online, settled: true })
  })

  it('notifies on changes only and keeps a stable snapshot between them', () => {
    const { source, emit } = manualSource(true)
    const store = createConnectivityStore(source)
    const listener = vi.fn()
    store.subscribe(listener)
    const first = store.getSnapshot()

    emit(true)
    expect(listener).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toBe(first)

    emit(false)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual({ online: false, settled: true })
    const offline = store.getSnapshot()
    emit(false)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toBe(offline)

    emit(true)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().online).toBe(true)
  })

  it('unsubscribes listeners and detaches from the source on destroy', () => {
    const { source, emit, isListening } = manualSource(true)
    const store = createConnectivityStore(source)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    emit(false)
    expect(listener).not.toHaveBeenCalled()

    store.destroy()
    expect(isListening()).toBe(false)
  })
})

describe('createBrowserConnectivitySource', () => {
  it('reads navigator.onLine and follows window online/offline events', () => {
    const target = new EventTarget()
    const nav = { onLine: false }
    const store = createConnectivityStore(createBrowserConnectivitySource(target, nav))
    expect(store.getSnapshot().online).toBe(false)

    target.dispatchEvent(new Event('online'))
    expect(store.getSnapshot().online).toBe(true)
    target.dispatchEvent(new Event('offline'))
    expect(store.getSnapshot().online).toBe(false)

    store.destroy()
    target.dispatchEvent(new Event('online'))
    expect(store.getSnapshot().online).toBe(false)
  })

  it('treats a browser without navigator.onLine as online', () => {
    const nav = {} as Pick<Navigator, 'onLine'>
    expect(createBrowserConnectivitySource(new EventTarget(), nav).read()).toBe(true)
  })
})

describe('connectivityEffect', () => {
  it.each([
    { previous: undefined, online: false, effect: 'none' }, // offline at load: badge only
    { previous: undefined, online: true, effect: 'none' },
    { previous: true, online: true, effect: 'none' },
    { previous: false, online: false, effect: 'none' },
    { previous: true, online: false, effect: 'show-offline' },
    { previous: false, online: true, effect: 'show-back-online' },
  ] as const)('$previous -> $online: $effect', ({ previous, online, effect }) => {
    expect(connectivityEffect(previous, online)).toBe(effect)
  })
})
