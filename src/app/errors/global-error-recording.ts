import { recordError } from '../../platform/errors/error-log'

/** Records every uncaught error and unhandled rejection with the page it happened on. */
export function installGlobalErrorRecording(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    recordError(event.error ?? event.message, { page: target.location.pathname, action: 'uncaught-error' })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    recordError(event.reason, { page: target.location.pathname, action: 'unhandled-rejection' })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
