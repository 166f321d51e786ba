/**
 * What went wrong, as a stable code the app translates (the card's plain words and what to do).
 * The exchange's own text never reaches the client: it may echo the key or the request.
 */
export type SyncErrorCode =
  'key_refused' | 'key_can_trade' | 'rate_limited' | 'exchange_down' | 'bad_answer' | 'not_supported' | 'not_found' | 'invalid_request' | 'passphrase_required'

export class ExchangeSyncError extends Error {
  constructor(
    readonly code: SyncErrorCode,
    message: string = code,
  ) {
    super(message)
    this.name = 'ExchangeSyncError'
  }
}

/** The ccxt error classes the sync tells apart (ccxt's own hierarchy: base/errors). */
export interface CcxtErrors {
  readonly AuthenticationError: abstract new (...args: never[]) => Error
  readonly PermissionDenied: abstract new (...args: never[]) => Error
  readonly RateLimitExceeded: abstract new (...args: never[]) => Error
  readonly DDoSProtection: abstract new (...args: never[]) => Error
  readonly NetworkError: abstract new (...args: never[]) => Error
  readonly ExchangeNotAvailable: abstract new (...args: never[]) => Error
}

/** A ccxt failure as a code: a refused key, a rate limit, an exchange that is down, or a bad answer. */
export function classifyExchangeFailure(error: unknown, errors: CcxtErrors): ExchangeSyncError {
  if (error instanceof ExchangeSyncError) return error
  if (error instanceof errors.AuthenticationError || error instanceof errors.PermissionDenied) return new ExchangeSyncError('key_refused')
  // DDoSProtection is how ccxt names Binance's 429 (a NetworkError subclass): test it first.
  if (error instanceof errors.RateLimitExceeded || error instanceof errors.DDoSProtection) return new ExchangeSyncError('rate_limited')
  if (error instanceof errors.NetworkError || error instanceof errors.ExchangeNotAvailable) return new ExchangeSyncError('exchange_down')
  return new ExchangeSyncError('bad_answer')
}
