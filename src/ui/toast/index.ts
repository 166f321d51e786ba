export { notify, type NotifyOptions } from './notify'
export { ToastRegion } from './toast-region'
export type { ToastAction } from './toast-message'
export { type ToastSlot } from './toast-policy'
