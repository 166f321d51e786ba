import type { ExchangeConnection, ExchangeSyncProblem } from './exchange-sync-api'

/** Connections sync by themselves every 15 minutes while the app is open (and at its start, when due). */
export const AUTO_SYNC_INTERVAL_MS = 15 * 60_000

/** What only the trader can fix (a new key, a passphrase): syncing again by itself would fail the same way. */
const WAITS_FOR_THE_TRADER: ReadonlySet<ExchangeSyncProblem> = new Set(['key_refused', 'key_can_trade', 'passphrase_required', 'not_supported', 'not_found'])

/** When the connection syncs by itself next (ms since the epoch), or null when it waits for the trader. */
export function nextAutoSyncAt(connection: Pick<ExchangeConnection, 'lastSyncAt' | 'lastErrorCode'>, now: number): number | null {
  if (connection.lastErrorCode && WAITS_FOR_THE_TRADER.has(connection.lastErrorCode)) return null
  const last = connection.lastSyncAt ? Date.parse(connection.lastSyncAt) : Number.NaN
  // Never synced, or a date that cannot be read: now. A last sync further ahead than one interval
  // (a clock far off) would hold every sync back: now too. A few seconds ahead (the server's clock,
  // or a screen's `now` that ticks every 30 s) is an ordinary recent sync.
  if (!Number.isFinite(last) || last > now + AUTO_SYNC_INTERVAL_MS) return now
  return last + AUTO_SYNC_INTERVAL_MS
}

/** The connections whose automatic sync is due at `now`, in the order given. */
export function dueForAutoSync<T extends Pick<ExchangeConnection, 'lastSyncAt' | 'lastErrorCode'>>(connections: readonly T[], now: number): T[] {
  return connections.filter((connection) => {
    const next = nextAutoSyncAt(connection, now)
    return next !== null && next <= now
  })
}
