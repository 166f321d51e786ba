import { describe, expect, it } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintSignals } from '../../../src/features/prepaint/after-first-paint'

/** A page whose frames, paint entries and timers the test moves by hand. */
function fakePage({ paintEntries }: { paintEntries: boolean }) {
  const timers = new Map<number, { callback: () => void; ms: number }>()
  const frames: (() => void)[] = []
  const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }) => void; connected: boolean }[] = []
  let nextTimer = 1
  class FakeObserver {
    static readonly supportedEntryTypes = paintEntries ? ['paint', 'element'] : ['element']
    readonly record
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      this.record = { callback, connected: false }
      observers.push(this.record)
    }
    observe = () => void (this.record.connected = true)
    disconnect = () => void (this.record.connected = false)
  }
  const signals: PaintSignals = {
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => {
      timers.set(nextTimer, { callback, ms })
      return nextTimer++
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  return {
    signals,
    /** Runs the timers due within `ms` (the callback's own zero-delay task included). */
    runTimers(ms: number) {
      for (const [id, timer] of [...timers]) {
        if (timer.ms > ms) continue
        timers.delete(id)
        timer.callback()
      }
      for (const [id, timer] of [...timers]) {
        if (timer.ms !== 0) continue
        timers.delete(id)
        timer.callback()
      }
    },
    endFrame: () => frames.splice(0).forEach((frame) => frame()),
    paint: (name: string) => observers.filter((o) => o.connected).forEach((o) => o.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })),
    connectedObservers: () => observers.filter((o) => o.connected).length,
  }
}

describe('afterFirstPaint', () => {
  it.each([
    { case: 'first contentful paint presented', paintEntries: true, step: 'paint:first-contentful-paint', starts: true },
    { case: 'only the first paint (no content yet)', paintEntries: true, step: 'paint:first-paint', starts: false },
    { case: 'main-thread frame ended, not yet presented', paintEntries: true, step: 'frame', starts: false },
    { case: 'no paint entries: the end of the frame', paintEntries: false, step: 'frame', starts: true },
    { case: 'nothing painted (hidden tab): the longest wait', paintEntries: true, step: 'wait', starts: true },
    { case: 'nothing painted, less than the longest wait', paintEntries: true, step: 'almost', starts: false },
  ])('$case: starts $starts', ({ paintEntries, step, starts }) => {
    const page = fakePage({ paintEntries })
    let started = 0
    afterFirstPaint(() => started++, page.signals)
    expect(started).toBe(0)
    if (step.startsWith('paint:')) page.paint(step.slice('paint:'.length))
    if (step === 'frame') page.endFrame()
    page.runTimers(step === 'wait' ? FIRST_PAINT_WAIT_MS : step === 'almost' ? FIRST_PAINT_WAIT_MS - 1 : 0)
    expect(started).toBe(starts ? 1 : 0)
  })

  it('starts once, however many signals follow, and lets go of the observer', () => {
    const page = fakePage({ paintEntries: true })
    let started = 0
    afterFirstPaint(() => started++, page.signals)
    page.paint('first-contentful-paint')
    page.runTimers(0)
    page.paint('first-contentful-paint')
    page.runTimers(FIRST_PAINT_WAIT_MS)
    expect(started).toBe(1)
    expect(page.connectedObservers()).toBe(0)
  })
})
