import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useConnectivity } from '../../platform/connectivity'
import { useSession, useSessionController } from '../../platform/session/use-session'
import { type CacheEntry, useAccounts, useJournalDatabase, useLiveValue, usePreference, useTrades } from '../../db'
import { asPublished, COMMUNITY_PERIODS, computePublishedStats, type CommunityPeriod, type PublishedStats } from '../../domain/community'
import { journalMetricsOptions } from '../../domain/metrics'
import { traderTimeZone } from '../../ui'
import { useCacheRepository } from '../market'
import type { AccessToken, CommunityProblem, CommunityResult } from './community-api'

/** Cache ids of the community screens: `community:<what>` in the device-only cache collection. */
export const COMMUNITY_NAMESPACE = 'community'
export const communityCacheId = {
  profile: 'community:profile',
  traders: 'community:traders',
  leaderboard: (period: CommunityPeriod) => `community:leaderboard:${period}`,
} as const

export interface CommunityAccess {
  /** 'account': signed in with an account; 'local': the device-only profile ("Continue without an account"). */
  readonly kind: 'account' | 'local' | 'none'
  readonly userId: string | null
  readonly displayName: string
  readonly online: boolean
  /** Signed in with an account whose session the server still accepts, and online. */
  readonly canFetch: boolean
  readonly accessToken: AccessToken
}

export function useCommunityAccess(): CommunityAccess {
  const state = useSession()
  const controller = useSessionController()
  const { online } = useConnectivity()
  const session = state.status === 'signed-in' ? state.session : null
  const kind = session ? (session.kind === 'remote' ? 'account' : 'local') : 'none'
  const accessToken = useCallback(() => controller.accessToken(), [controller])
  return {
    kind,
    userId: session?.userId ?? null,
    displayName: session?.displayName ?? '',
    online,
    canFetch: kind === 'account' && online && !session?.signInRequired,
    accessToken,
  }
}

export interface CachedResource<T> {
  /** The last copy (from the cache), null before the first answer. */
  readonly value: T | null
  readonly fetchedAt: string | null
  /** The cache is being read. */
  readonly loading: boolean
  readonly refreshing: boolean
  readonly problem: CommunityProblem | null
  /** A fetch has finished since mount (answered or failed), or none can be made: `value` is the best known. */
  readonly settled: boolean
  readonly refresh: () => Promise<void>
}

/**
 * A backend read kept in the device-only cache: the cached copy at once, fetched again when
 * `enabled` (signed in with an account and online) on mount and on `refresh`; a failure keeps the copy.
 */
export function useCachedResource<T>(
  id: string,
  load: () => Promise<CommunityResult<T>>,
  enabled: boolean,
  codec: { encode: (value: T) => Record<string, unknown>; decode: (data: Readonly<Record<string, unknown>>) => T },
): CachedResource<T> {
  const db = useJournalDatabase()
  const cache = useCacheRepository()
  const live = useLiveValue<CacheEntry | null>(`${db.name}:cache:${id}`, (onValue, onError) => cache.watch(id, onValue, onError), null)
  const [refreshing, setRefreshing] = useState(false)
  const [problem, setProblem] = useState<CommunityProblem | null>(null)
  const [attempted, setAttempted] = useState(false)
  const loadRef = useRef(load)
  loadRef.current = load
  const codecRef = useRef(codec)
  codecRef.current = codec
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const refresh = useCallback(async () => {
    if (!enabled) return
    setRefreshing(true)
    try {
      const result = await loadRef.current()
      if (result.ok) {
        await cache.put({ id, namespace: COMMUNITY_NAMESPACE, data: codecRef.current.encode(result.value), source: 'community' })
        if (mounted.current) setProblem(null)
      } else if (mounted.current) setProblem(result.problem)
    } catch {
      if (mounted.current) setProblem('server')
    } finally {
      if (mounted.current) {
        setRefreshing(false)
        setAttempted(true)
      }
    }
  }, [cache, enabled, id])

  useEffect(() => {
    if (enabled) void refresh()
  }, [enabled, refresh])

  const entry = live.data
  const value = useMemo(() => (entry ? codecRef.current.decode(entry.data) : null), [entry])
  const settled = !live.isLoading && (attempted || !enabled)
  return { value, fetchedAt: entry?.fetchedAt ?? null, loading: live.isLoading, refreshing, problem, settled, refresh }
}

export interface OwnPublishedStats {
  readonly loading: boolean
  readonly stats: Readonly<Record<CommunityPeriod, PublishedStats>> | null
}

/**
 * The figures others will see, for each period, computed from the journal on this device for the
 * profile's preview: the server computes the same from the synced trades (and, like it, gives no
 * figure below the 20-trade minimum). Nothing here is sent.
 */
export function useOwnPublishedStats(): OwnPublishedStats {
  const trades = useTrades({})
  const accounts = useAccounts()
  const profileState = usePreference('profile')
  const defaultsState = usePreference('tradingDefaults')
  const timeZone = traderTimeZone(profileState.value)
  const defaults = defaultsState.value
  const [now] = useState(() => Date.now())
  const loading = trades.isLoading || accounts.isLoading || profileState.isLoading || defaultsState.isLoading
  const stats = useMemo(() => {
    if (loading) return null
    const options = journalMetricsOptions({ timeZone, now, settings: defaults, accounts: accounts.data })
    return Object.fromEntries(COMMUNITY_PERIODS.map((period) => [period, asPublished(computePublishedStats(trades.data, period, options))])) as Record<
      CommunityPeriod,
      PublishedStats
    >
  }, [loading, trades.data, accounts.data, timeZone, now, defaults])
  return { loading, stats }
}
