/** localStorage key of the venue, account and symbol of the last saved trade on this device. */
export const LAST_USED_STORAGE_KEY = 'trade-form-last'

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

/** Reads the stored choice; missing, blocked or corrupted storage reads as nothing remembered. */
export function readLastUsed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LastUsed {
  try {
    const raw = storage?.getItem(LAST_USED_STORAGE_KEY)
    if (!raw) return EMPTY
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return EMPTY
    const record = parsed as Record<string, unknown>
    return { exchange: textOf(record, 'exchange'), accountId: textOf(record, 'accountId'), symbol: textOf(record, 'symbol') }
  } catch {
    return EMPTY
  }
}

export function writeLastUsed(value: LastUsed, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LAST_USED_STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the defaults are a convenience, the trade is already saved.
  }
}
