import { abortError, type ConnectivityDriver } from '../connectivity/driver'
import { isRefusal, SyncRequestError } from './server-api'

export interface RequestContext {
  readonly driver: ConnectivityDriver
  /** Aborted when sync stops. */
  readonly signal: AbortSignal
}

/**
 * Runs one server call until it gets an answer: waits at the connectivity gate (online, signed in,
 * past any backoff), reports the outcome to the machine, and after a transient failure (network,
 * 5xx, expired session) waits out the machine's backoff and tries again. A request the server
 * refuses for good (`rejected`) is thrown to the caller, which sets the rows aside. Pulls have no
 * row to set aside: they pass `refusedAfter`, and a pull answered with a refusal (isRefusal) that
 * many times in a row is reported as `refused` and thrown as a PullRefusedError, instead of being
 * retried forever; the other failures keep their backoff.
 */
export async function requestUntilAnswered<T>(context: RequestContext, call: (signal: AbortSignal) => Promise<T>, options: { readonly refusedAfter?: number } = {}): Promise<T> {
  let refusals = 0
  for (;;) {
    await context.driver.whenOpen(context.signal)
    try {
      const result = await call(context.signal)
      context.driver.send({ type: 'request-succeeded' })
      return result
    } catch (error) {
      if (context.signal.aborted) throw abortError()
      if (!(error instanceof SyncRequestError)) throw error
      refusals = isRefusal(error) ? refusals + 1 : 0
      if (options.refusedAfter !== undefined && refusals >= options.refusedAfter) {
        context.driver.send({ type: 'request-failed', kind: 'refused', message: error.message })
        throw new PullRefusedError(error)
      }
      const kind = error.kind === 'rejected' && options.refusedAfter !== undefined ? 'server' : error.kind
      context.driver.send({ type: 'request-failed', kind, message: error.message })
      if (kind === 'rejected') throw error
    }
  }
}

/** A pull the server kept refusing (the last refusal inside). */
export class PullRefusedError extends Error {
  constructor(readonly refusal: SyncRequestError) {
    super(refusal.message)
    this.name = 'PullRefusedError'
  }
}
