import { useCallback, useEffect, useRef, useState } from 'react'
import { type CommunityPeriod, type LeaderboardEntry, type PublishedStats, type TradingStyle } from '../../domain/community'
import {
  type CommunityProblem,
  type CommunityProfile,
  type CommunityStatsRow,
  fetchOwnProfile,
  fetchSharingProfiles,
  fetchStats,
  publishStats,
  saveProfile,
  withdrawStats,
} from './community-api'
import { type CachedResource, type CommunityAccess, communityCacheId, useCachedResource } from './use-community'

type Stats = LeaderboardEntry['stats']

/** A trader who shares, with what they published. */
export interface SharedTrader {
  readonly userId: string
  readonly displayName: string
  readonly bio: string
  readonly tradingStyle: TradingStyle | null
  readonly month: Stats | null
  readonly allTime: Stats | null
}

export interface BoardEntry extends LeaderboardEntry {
  readonly tradingStyle: TradingStyle | null
}

const statsOf = (row: CommunityStatsRow | undefined): Stats | null =>
  row ? { trades: row.trades, winRate: row.winRate, profitFactor: row.profitFactor, roiPercent: row.roiPercent } : null

const items = <T,>(data: Readonly<Record<string, unknown>>): T[] => (Array.isArray(data.items) ? (data.items as T[]) : [])

/** The month rows still about the current month (a trader who stopped publishing keeps an old row). */
const currentMonth = (rows: readonly CommunityStatsRow[], monthStart: string) => rows.filter((row) => row.period !== 'month' || row.periodStart === monthStart)

export function useOwnProfile(access: CommunityAccess): CachedResource<CommunityProfile | null> {
  const { accessToken, userId } = access
  const load = useCallback(() => fetchOwnProfile(accessToken, userId ?? ''), [accessToken, userId])
  return useCachedResource(communityCacheId.profile, load, access.canFetch && userId !== null, {
    encode: (profile) => ({ profile }),
    decode: (data) => (data.profile && typeof data.profile === 'object' ? (data.profile as CommunityProfile) : null),
  })
}

export function useSharedTraders(access: CommunityAccess, monthStart: string, enabled = true): CachedResource<SharedTrader[]> {
  const { accessToken } = access
  const load = useCallback(async () => {
    const [profiles, month, allTime] = await Promise.all([fetchSharingProfiles(accessToken), fetchStats(accessToken, 'month'), fetchStats(accessToken, 'all_time')])
    if (!profiles.ok) return profiles
    if (!month.ok) return month
    if (!allTime.ok) return allTime
    const monthRows = currentMonth(month.value, monthStart)
    const value: SharedTrader[] = profiles.value.map((profile) => ({
      userId: profile.userId,
      displayName: profile.displayName,
      bio: profile.bio,
      tradingStyle: profile.tradingStyle,
      month: statsOf(monthRows.find((row) => row.userId === profile.userId)),
      allTime: statsOf(allTime.value.find((row) => row.userId === profile.userId)),
    }))
    return { ok: true as const, value }
  }, [accessToken, monthStart])
  return useCachedResource(communityCacheId.traders, load, access.canFetch && enabled, { encode: (value) => ({ items: value }), decode: (data) => items<SharedTrader>(data) })
}

export function useLeaderboard(access: CommunityAccess, period: CommunityPeriod, monthStart: string, enabled: boolean): CachedResource<BoardEntry[]> {
  const { accessToken } = access
  const load = useCallback(async () => {
    const [profiles, stats] = await Promise.all([fetchSharingProfiles(accessToken), fetchStats(accessToken, period)])
    if (!profiles.ok) return profiles
    if (!stats.ok) return stats
    const byUser = new Map(profiles.value.map((profile) => [profile.userId, profile]))
    const value: BoardEntry[] = currentMonth(stats.value, monthStart).flatMap((row) => {
      const profile = byUser.get(row.userId)
      return profile ? [{ userId: row.userId, displayName: profile.displayName, tradingStyle: profile.tradingStyle, stats: statsOf(row)! }] : []
    })
    return { ok: true as const, value }
  }, [accessToken, period, monthStart])
  return useCachedResource(communityCacheId.leaderboard(period), load, access.canFetch && enabled, {
    encode: (value) => ({ items: value }),
    decode: (data) => items<BoardEntry>(data),
  })
}

/** Saves the profile; publishes the stats when sharing, withdraws them when not. */
export async function saveCommunityProfile(
  access: CommunityAccess,
  profile: CommunityProfile,
  stats: readonly PublishedStats[] | null,
): Promise<{ ok: true; profile: CommunityProfile } | { ok: false; problem: CommunityProblem }> {
  if (!access.canFetch || !access.userId) return { ok: false, problem: access.online ? 'signed-out' : 'offline' }
  const saved = await saveProfile(access.accessToken, profile)
  if (!saved.ok) return saved
  const follow = profile.shareStats
    ? stats
      ? await publishStats(access.accessToken, access.userId, stats)
      : ({ ok: true } as const)
    : await withdrawStats(access.accessToken, access.userId)
  if (!follow.ok) return follow
  return { ok: true, profile: saved.value }
}

/**
 * Publishes the trader's stats once per opening of the leaderboard, when they opted in and can reach
 * the backend; `published` turns true when done (or when there is nothing to publish).
 */
export function usePublishOnOpen(access: CommunityAccess, shareStats: boolean | null, stats: readonly PublishedStats[] | null): { readonly done: boolean; readonly problem: CommunityProblem | null } {
  const [state, setState] = useState<{ done: boolean; problem: CommunityProblem | null }>({ done: false, problem: null })
  const started = useRef(false)
  const { canFetch, accessToken, userId } = access
  useEffect(() => {
    if (started.current || !canFetch || !userId || shareStats === null) return
    if (!shareStats) {
      started.current = true
      setState({ done: true, problem: null })
      return
    }
    if (!stats) return
    started.current = true
    void publishStats(accessToken, userId, stats).then((result) => setState({ done: true, problem: result.ok ? null : result.problem }))
  }, [canFetch, accessToken, userId, shareStats, stats])
  return state
}
