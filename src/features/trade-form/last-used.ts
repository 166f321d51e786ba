/**
 * localStorage key of the venue, account and symbol of a trader's last saved trade on this device.
 * One per user: on a shared browser the next trader must not start from the last one's trade.
 */
export const lastUsedStorageKey = (userId: string) => `trade-form-last:${userId}`
/** The one device-wide key older versions wrote: whose journal it came from is unknown, so it is never read. */
const DEVICE_WIDE_KEY = 'trade-form-last'

export interface LastUsed {
  readonly exchange: string
  readonly accountId: string
  readonly symbol: string
}

const EMPTY: LastUsed = { exchange: '', accountId: '', symbol: '' }

function textOf(record: Record<string, unknown>, key: string): string {
  const value = record[key]
  return typeof value === 'string' && value.length <= 64 ? value : ''
}

/** Reads the user's stored choice; missing, blocked or corrupted storage reads as nothing remembered. */
export function readLastUsed(userId: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LastUsed {
  try {
    const raw = storage?.getItem(lastUsedStorageKey(userId))
    if (!raw) return EMPTY
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return EMPTY
    const record = parsed as Record<string, unknown>
    return { exchange: textOf(record, 'exchange'), accountId: textOf(record, 'accountId'), symbol: textOf(record, 'symbol') }
  } catch {
    return EMPTY
  }
}

export function writeLastUsed(userId: string, value: LastUsed, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(lastUsedStorageKey(userId), JSON.stringify(value))
  } catch {
    // Storage full or blocked: the defaults are a convenience, the trade is already saved.
  }
}

/** Forgets the user's choice with their journal; the device-wide value of older versions goes too. */
export function clearLastUsed(userId: string, storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(lastUsedStorageKey(userId))
    storage?.removeItem(DEVICE_WIDE_KEY)
  } catch {
    // Blocked storage: nothing could have been written there either.
  }
}
