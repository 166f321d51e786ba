// Every task the page's main thread ran between two `performance.mark`s, from a Chromium trace.
//
// The Long Tasks API reports only tasks over 50 ms, so "no entry" reads as a longest task of 0 ms
// whether the page ran 49 ms tasks or none. The trace's `toplevel` category records every task the
// renderer's scheduler runs (`ThreadControllerImpl::RunTask`), whatever its length, with the page's
// user-timing marks on the same clock: the longest of them is the page's real longest task.

const CATEGORIES = ['toplevel', 'blink.user_timing', '__metadata']
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask'])

export async function startTaskTrace(cdp) {
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] }, transferMode: 'ReturnAsStream' })
}

export async function stopTaskTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  const { stream } = await complete
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 })
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  const parsed = JSON.parse(text)
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}

/**
 * Tasks of the main thread of the renderer that recorded `fromMark`, overlapping [fromMark, toMark]
 * and clipped to it (the task that dispatches the first mark also carries the harness's own work).
 */
export function mainThreadTasksBetween(events, fromMark, toMark) {
  const from = events.find((event) => event.name === fromMark)
  const to = events.find((event) => event.name === toMark && event.pid === from?.pid)
  if (!from || !to) throw new Error(`trace has no ${from ? toMark : fromMark} mark`)
  const main = events.find((event) => event.pid === from.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  if (!main) throw new Error('trace names no renderer main thread')
  const tasks = []
  for (const event of events) {
    if (event.pid !== from.pid || event.tid !== main.tid || event.ph !== 'X' || !TASK_NAMES.has(event.name)) continue
    const start = Math.max(event.ts, from.ts)
    const end = Math.min(event.ts + (event.dur ?? 0), to.ts)
    if (end > start) tasks.push({ startMs: (start - from.ts) / 1000, durationMs: (end - start) / 1000 })
  }
  return tasks
}
