import { useCallback } from 'react'
import { type CommunityPeriod, type LeaderboardEntry, type TradingStyle } from '../../domain/community'
import { type CommunityProblem, type CommunityProfile, type CommunityStatsRow, fetchOwnProfile, fetchSharingProfiles, fetchStats, saveProfile } from './community-api'
import { type CachedResource, type CommunityAccess, communityCacheId, useCachedResource } from './use-community'

type Stats = LeaderboardEntry['stats']

/** A trader who shares, with the figures the server computed from their trades. */
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

const items = <T>(data: Readonly<Record<string, unknown>>): T[] => (Array.isArray(data.items) ? (data.items as T[]) : [])

export function useOwnProfile(access: CommunityAccess): CachedResource<CommunityProfile | null> {
  const { accessToken, userId } = access
  const load = useCallback(() => fetchOwnProfile(accessToken, userId ?? ''), [accessToken, userId])
  return useCachedResource(communityCacheId.profile, load, access.canFetch && userId !== null, {
    encode: (profile) => ({ profile }),
    decode: (data) => (data.profile && typeof data.profile === 'object' ? (data.profile as CommunityProfile) : null),
  })
}

export function useSharedTraders(access: CommunityAccess): CachedResource<SharedTrader[]> {
  const { accessToken } = access
  const load = useCallback(async () => {
    const [profiles, month, allTime] = await Promise.all([fetchSharingProfiles(accessToken), fetchStats(accessToken, 'month'), fetchStats(accessToken, 'all_time')])
    if (!profiles.ok) return profiles
    if (!month.ok) return month
    if (!allTime.ok) return allTime
    const value: SharedTrader[] = profiles.value.map((profile) => ({
      userId: profile.userId,
      displayName: profile.displayName,
      bio: profile.bio,
      tradingStyle: profile.tradingStyle,
      month: statsOf(month.value.find((row) => row.userId === profile.userId)),
      allTime: statsOf(allTime.value.find((row) => row.userId === profile.userId)),
    }))
    return { ok: true as const, value }
  }, [accessToken])
  return useCachedResource(communityCacheId.traders, load, access.canFetch, { encode: (value) => ({ items: value }), decode: (data) => items<SharedTrader>(data) })
}

export function useLeaderboard(access: CommunityAccess, period: CommunityPeriod): CachedResource<BoardEntry[]> {
  const { accessToken } = access
  const load = useCallback(async () => {
    const [profiles, stats] = await Promise.all([fetchSharingProfiles(accessToken), fetchStats(accessToken, period)])
    if (!profiles.ok) return profiles
    if (!stats.ok) return stats
    const byUser = new Map(profiles.value.map((profile) => [profile.userId, profile]))
    const value: BoardEntry[] = stats.value.flatMap((row) => {
      const profile = byUser.get(row.userId)
      return profile ? [{ userId: row.userId, displayName: profile.displayName, tradingStyle: profile.tradingStyle, stats: statsOf(row)! }] : []
    })
    return { ok: true as const, value }
  }, [accessToken, period])
  return useCachedResource(communityCacheId.leaderboard(period), load, access.canFetch, {
    encode: (value) => ({ items: value }),
    decode: (data) => items<BoardEntry>(data),
  })
}

/**
 * Saves the profile. Sharing is the profile's `shareStats`: the server then lists the trader's
 * figures, computed from their synced trades; nothing else is sent.
 */
export async function saveCommunityProfile(
  access: CommunityAccess,
  profile: CommunityProfile,
): Promise<{ ok: true; profile: CommunityProfile } | { ok: false; problem: CommunityProblem }> {
  if (!access.canFetch || !access.userId) return { ok: false, problem: access.online ? 'signed-out' : 'offline' }
  const saved = await saveProfile(access.accessToken, profile)
  return saved.ok ? { ok: true, profile: saved.value } : saved
}
