import { abortError, type ConnectivityDriver } from '../connectivity/driver'
import { SyncRequestError } from './server-api'

export interface RequestContext {
  readonly driver: ConnectivityDriver
  /** Aborted when sync stops. */
  readonly signal: AbortSignal
}

/**
 * Runs one server call until it gets an answer: waits at the connectivity gate (online, signed in,
 * past any backoff), reports the outcome to the machine, and after a transient failure (network,
 * 5xx, expired session) waits out the machine's backoff and tries again. A request the server
 * refuses for good (`rejected`) is thrown to the caller, which sets the rows aside; pulls pass
 * `retryRejected` because a pull has no row to set aside.
 */
export async function requestUntilAnswered<T>(
  context: RequestContext,
  call: (signal: AbortSignal) => Promise<T>,
  options: { readonly retryRejected?: boolean } = {},
): Promise<T> {
  for (;;) {
    await context.driver.whenOpen(context.signal)
    try {
      const result = await call(context.signal)
      context.driver.send({ type: 'request-succeeded' })
      return result
    } catch (error) {
      if (context.signal.aborted) throw abortError()
      if (!(error instanceof SyncRequestError)) throw error
      const kind = error.kind === 'rejected' && options.retryRejected ? 'server' : error.kind
      context.driver.send({ type: 'request-failed', kind, message: error.message })
      if (kind === 'rejected') throw error
    }
  }
}
