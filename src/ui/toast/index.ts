export { notify, type NotifyOptions } from './notify'
export { ToastRegion } from './toast-region'
export type { ToastAction } from './toast-message'
export { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, toastsToEvict, type ToastSlot } from './toast-policy'
