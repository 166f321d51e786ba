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

/**
 * The trace's task, mark and thread-name events. A long import traces more than the longest string V8
 * can hold, so the stream is split into its events as it arrives and only those are kept.
 */
export async function stopTaskTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  const { stream } = await complete
  const events = []
  const splitter = eventSplitter((event) => {
    if (TASK_NAMES.has(event.name) ? event.ph === 'X' : true) events.push(event)
  })
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 })
    splitter.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data)
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  return events
}

/**
 * Calls `onEvent` with each object of the trace's event array (`[...]` or `{"traceEvents":[...]}`),
 * fed as text chunks: depth and string state carry over from one chunk to the next.
 */
function eventSplitter(onEvent) {
  let depth = 0
  let inString = false
  let escaped = false
  let eventDepth = -1
  let pending = ''
  return {
    push(text) {
      // An event cut by the last chunk goes on from this chunk's first character.
      let start = pending ? 0 : -1
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        if (inString) {
          if (escaped) escaped = false
          else if (c === 92)
            escaped = true // backslash
          else if (c === 34) inString = false // quote
          continue
        }
        if (c === 34) inString = true
        else if (c === 91 && eventDepth < 0 && depth <= 1)
          eventDepth = ++depth // '[' of the event array
        else if (c === 123) {
          if (depth === eventDepth && start < 0) start = i
          depth++
        } else if (c === 125) {
          depth--
          if (depth === eventDepth && start >= 0) {
            onEvent(JSON.parse(pending + text.slice(start, i + 1)))
            pending = ''
            start = -1
          }
        } else if (c === 91) depth++
        else if (c === 93) depth--
      }
      if (start >= 0) pending += text.slice(start)
    },
  }
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
