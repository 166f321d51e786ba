/**
 * docs/product.md section 9: "for the second toast library 4000 ms with three visible." (The offline
 * message persists too, but as a notice in the page's flow, not a toast.) Pure rules, so they are
 * tested without a DOM.
 */
export const TOAST_DEFAULT_DURATION_MS = 4000
export const TOAST_MAX_VISIBLE = 3

export interface ToastSlot {
  id: string
  visible: boolean
  createdAt: number
  duration?: number
}

/**
 * Ids to dismiss so that at most `limit` toasts show: the oldest go first, but a persistent toast
 * (duration Infinity, e.g. the PWA's update prompt) outlives ordinary ones, because it reports a state
 * that is still true; it is only evicted when more than `limit` persistent toasts pile up.
 * `toasts` is in the store's order, newest first: toasts raised in the same millisecond (or under a
 * frozen clock) are told apart by that order, so the one just raised is never the one dismissed.
 */
export function toastsToEvict(toasts: readonly ToastSlot[], limit: number = TOAST_MAX_VISIBLE): string[] {
  const visible = toasts.filter((toast) => toast.visible)
  let excess = visible.length - Math.max(0, limit)
  if (excess <= 0) return []
  const oldestFirst = visible.reverse().sort((a, b) => a.createdAt - b.createdAt)
  const persistent = (toast: ToastSlot) => toast.duration === Infinity
  const order = [...oldestFirst.filter((toast) => !persistent(toast)), ...oldestFirst.filter(persistent)]
  const evicted: string[] = []
  for (const toast of order) {
    if (excess-- <= 0) break
    evicted.push(toast.id)
  }
  return evicted
}
