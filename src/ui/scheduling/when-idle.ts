/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (a busy page still gets it
 * done); a plain task where there is no requestIdleCallback. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}
