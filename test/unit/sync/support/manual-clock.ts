import type { Scheduler } from '../../../../sync/connectivity'

/** A clock and timer queue the test advances by hand: no real waiting, no timed assertions. */
export function manualClock(start = 1_000_000) {
  let now = start
  let timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 0
  const scheduler: Scheduler = {
    schedule(run, delayMs) {
      const id = nextId++
      timers.push({ at: now + Math.max(0, delayMs), run, id })
      return () => {
        timers = timers.filter((timer) => timer.id !== id)
      }
    },
  }
  return {
    scheduler,
    now: () => now,
    pending: () => timers.length,
    /** Moves time forward, running every timer that falls due, in order. */
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        timers = timers.filter((timer) => timer.id !== due.id)
        now = due.at
        due.run()
      }
      now = until
    },
  }
}
