import { describe, expect, it } from 'vitest'
import { AUTO_SYNC_INTERVAL_MS, dueForAutoSync, nextAutoSyncAt } from '../../../src/features/exchanges/api-sync/auto-sync-schedule'

const NOW = Date.parse('2026-11-28T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString()

describe('automatic exchange sync schedule', () => {
  it('a connection never synced is due at once; one synced 15 minutes ago or more is due', () => {
    expect(nextAutoSyncAt({ lastSyncAt: null, lastErrorCode: null }, NOW)).toBe(NOW)
    expect(nextAutoSyncAt({ lastSyncAt: minutesAgo(5), lastErrorCode: null }, NOW)).toBe(NOW + 10 * 60_000)
    const connections = [
      { id: 'fresh', lastSyncAt: minutesAgo(14), lastErrorCode: null },
      { id: 'old', lastSyncAt: minutesAgo(15), lastErrorCode: null },
      { id: 'never', lastSyncAt: null, lastErrorCode: null },
    ]
    expect(dueForAutoSync(connections, NOW).map((connection) => connection.id)).toEqual(['old', 'never'])
    expect(AUTO_SYNC_INTERVAL_MS).toBe(15 * 60_000)
  })

  it('a problem the exchange may clear by itself is tried again; one only the trader can fix waits', () => {
    expect(dueForAutoSync([{ lastSyncAt: minutesAgo(30), lastErrorCode: 'rate_limited' as const }], NOW)).toHaveLength(1)
    expect(dueForAutoSync([{ lastSyncAt: minutesAgo(30), lastErrorCode: 'exchange_down' as const }], NOW)).toHaveLength(1)
    for (const code of ['key_refused', 'key_can_trade', 'passphrase_required'] as const) {
      expect(nextAutoSyncAt({ lastSyncAt: minutesAgo(30), lastErrorCode: code }, NOW)).toBeNull()
    }
  })

  it('an unreadable date or one far in the future (a clock far off) makes the connection due rather than never', () => {
    expect(nextAutoSyncAt({ lastSyncAt: 'not a date', lastErrorCode: null }, NOW)).toBe(NOW)
    expect(nextAutoSyncAt({ lastSyncAt: new Date(NOW + 3_600_000).toISOString(), lastErrorCode: null }, NOW)).toBe(NOW)
  })

  it('a sync a few seconds ahead of the screen’s clock (just finished) is next due one interval after it', () => {
    const justNow = NOW + 20_000
    expect(nextAutoSyncAt({ lastSyncAt: new Date(justNow).toISOString(), lastErrorCode: null }, NOW)).toBe(justNow + AUTO_SYNC_INTERVAL_MS)
  })
})
