/**
 * The local error record (docs/product.md sections 3 and 8): uncaught errors and unhandled rejections are kept
 * on this device with the page path and an action label, and nothing is sent anywhere. It lives in
 * localStorage, not in the database, because the database failing to open is one of the errors it
 * must be able to record.
 */
export interface ErrorRecord {
  message: string
  stack?: string
  context: { page: string; action: string }
  timestamp: string
}

export const ERROR_LOG_KEY = 'error-log'
const KEPT_RECORDS = 50
const DEFAULT_RECENT = 10

function isErrorRecord(value: unknown): value is ErrorRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<ErrorRecord>
  return typeof record.message === 'string' && typeof record.timestamp === 'string' && typeof record.context?.page === 'string' && typeof record.context.action === 'string'
}

function readAll(storage: Storage): ErrorRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ERROR_LOG_KEY) ?? '[]')
    // A corrupted log is dropped rather than allowed to break error reporting itself.
    return Array.isArray(parsed) ? parsed.filter(isErrorRecord) : []
  } catch {
    return []
  }
}

export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack }
  if (typeof error === 'string') return { message: error }
  try {
    return { message: JSON.stringify(error) ?? String(error) }
  } catch {
    return { message: String(error) }
  }
}

export function recordError(error: unknown, context: { page: string; action: string }, options: { storage?: Storage; now?: Date } = {}): ErrorRecord {
  const { message, stack } = describeError(error)
  const record: ErrorRecord = {
    message,
    ...(stack ? { stack } : {}),
    context,
    timestamp: (options.now ?? new Date()).toISOString(),
  }
  try {
    const storage = options.storage ?? window.localStorage
    const records = [...readAll(storage), record].slice(-KEPT_RECORDS)
    storage.setItem(ERROR_LOG_KEY, JSON.stringify(records))
  } catch {
    // Storage full or blocked: the record is still returned and logged to the console by callers.
  }
  return record
}

/** The most recent records, newest first; the last 10 by default (docs/product.md section 8). */
export function getRecentErrors(limit = DEFAULT_RECENT, storage: Storage = window.localStorage): ErrorRecord[] {
  return readAll(storage).slice(-limit).reverse()
}

export function clearErrorLog(storage: Storage = window.localStorage): void {
  storage.removeItem(ERROR_LOG_KEY)
}
