import { useCallback } from 'react'
import { useSyncManager } from '../../../platform/sync/sync-context'
import { type CommunityResult, type CommunityAccess, useCachedResource } from '../../social'
import { type ExchangeConnection, fetchConnections, toConnection } from './exchange-sync-api'

const CACHE_ID = 'exchange-sync:connections'

/**
 * The trader's exchange connections: the copy saved on this device at once (so an offline card
 * still shows its last sync), fetched again when signed in and online.
 */
export function useExchangeConnections(access: CommunityAccess) {
  const accessToken = access.accessToken
  const load = useCallback(async (): Promise<CommunityResult<ExchangeConnection[]>> => {
    const result = await fetchConnections(accessToken)
    if (result.ok) return result
    return { ok: false, problem: result.problem === 'offline' || result.problem === 'signed-out' ? result.problem : 'server' }
  }, [accessToken])
  return useCachedResource<ExchangeConnection[]>(CACHE_ID, load, access.canFetch, {
    encode: (connections) => ({ connections: connections.map((connection) => ({ ...connection })) }),
    decode: (data) =>
      (Array.isArray(data.connections) ? (data.connections as Record<string, unknown>[]) : []).map((row) =>
        toConnection({
          id: row.id,
          exchange: row.exchange,
          account_id: row.accountId,
          markets: row.markets,
          key_last4: row.keyLast4,
          last_sync_at: row.lastSyncAt,
          last_fills_added: row.lastFillsAdded,
          last_funding_added: row.lastFundingAdded,
          fills_skipped: row.fillsSkipped,
          last_error_code: row.lastErrorCode,
          last_error_at: row.lastErrorAt,
        }),
      ),
  })
}

/** Asks replication for a sync run's rows at once (realtime would nudge it anyway). */
export function useReplicationPull(): () => void {
  const manager = useSyncManager()
  return useCallback(() => manager?.syncNow(), [manager])
}
