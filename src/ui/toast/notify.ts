import { createElement, type ReactNode } from 'react'
import toast, { type Toast } from 'react-hot-toast'
import { TOAST_DEFAULT_DURATION_MS } from './toast-policy'
import { ToastMessage, type ToastAction } from './toast-message'

export interface NotifyOptions {
  description?: ReactNode
  /** Milliseconds; default 4000. `Infinity` keeps the toast until dismissed (the PWA's update prompt). */
  duration?: number
  /** Reusing an id replaces that toast in place (e.g. a loading toast -> its outcome). */
  id?: string
  /** One button, e.g. 'Reload' on the PWA update prompt. */
  action?: ToastAction
}

let counter = 0
const nextId = () => `notify-${++counter}`

type Kind = 'success' | 'error' | 'info' | 'loading'

function show(kind: Kind, title: string, options: NotifyOptions = {}): string {
  const id = options.id ?? nextId()
  const duration = options.duration ?? (kind === 'loading' ? Infinity : TOAST_DEFAULT_DURATION_MS)
  // Shown again under the same id (the same message, so nothing remounts) to hold it open while its
  // action has the focus, and to give it its full time again once the focus leaves.
  const present = (shownFor: number) => {
    const settings = { id, duration: shownFor }
    switch (kind) {
      case 'success':
        return toast.success(message, settings)
      case 'error':
        return toast.error(message, settings)
      case 'loading':
        return toast.loading(message, settings)
      default:
        return toast(message, settings)
    }
  }
  const message = (shown: Toast) =>
    createElement(ToastMessage, {
      toastId: id,
      title,
      description: options.description,
      action: options.action,
      visible: shown.visible,
      onHold: (held) => present(held ? Infinity : duration),
    })
  return present(duration)
}

/**
 * The app's toasts. Pass translated strings (`t\`...\``): this layer does not translate. Returns the
 * toast id. Rendered by <ToastRegion/>, which must be mounted once.
 */
export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
  /** Spinner, stays until replaced by success/error with the same id, or dismissed. */
  loading: (title: string, options?: NotifyOptions) => show('loading', title, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => toast.dismiss(id),
}
