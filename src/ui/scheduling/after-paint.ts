/**
 * Runs `task` once the next frame has painted: work the trader does not need to see in that frame
 * (totals, closing a dialog, a toast) then never delays what they do need (the rows). Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  // A hidden tab gets no frames: the task then runs as a plain task.
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    frame = requestAnimationFrame(() => {
      frame = undefined
      timer = setTimeout(task, 0)
    })
  } else timer = setTimeout(task, 0)
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
