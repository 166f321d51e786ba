import { backendConfig } from '../../platform/backend-config'
import type { CommunityPeriod, PublishedStats, TradingStyle } from '../../domain/community'

/**
 * The community on the backend, through its REST API with the signed-in account's access token:
 * `trader_profiles` (the trader's own profile, written here; row-level security decides what each
 * trader reads) and `leaderboard_stats`, a read-only view the database computes from each sharing
 * trader's synced trades (sync/supabase/migrations/20261128060100_leaderboard_from_synced_trades.sql):
 * the app never writes a figure. Plain fetch: only sync/ may load supabase-js, and these few
 * requests need nothing more.
 */

export interface CommunityProfile {
  readonly userId: string
  readonly displayName: string
  readonly bio: string
  readonly tradingStyle: TradingStyle | null
  readonly shareStats: boolean
}

/**
 * One row of the leaderboard as the server computed it (percentages and counts only; the figures
 * are null below the 20-trade minimum).
 */
export interface CommunityStatsRow extends PublishedStats {
  readonly userId: string
}

export type CommunityProblem = 'offline' | 'signed-out' | 'rejected' | 'server'
export type CommunityResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: CommunityProblem }

export type AccessToken = () => Promise<string | null>

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}
const str = (value: unknown): string => (typeof value === 'string' ? value : '')

function toProfile(row: Record<string, unknown>): CommunityProfile {
  const style = str(row.trading_style)
  return {
    userId: str(row.user_id),
    displayName: str(row.display_name),
    bio: str(row.bio),
    tradingStyle: style ? (style as TradingStyle) : null,
    shareStats: row.share_stats === true,
  }
}

function toStats(row: Record<string, unknown>): CommunityStatsRow {
  return {
    userId: str(row.user_id),
    period: row.period === 'month' ? 'month' : 'all_time',
    periodStart: typeof row.period_start === 'string' ? row.period_start : null,
    trades: num(row.trades) ?? 0,
    winRate: num(row.win_rate),
    profitFactor: num(row.profit_factor),
    roiPercent: num(row.roi_percent),
  }
}

async function request<T>(accessToken: AccessToken, path: string, init: RequestInit, read: (body: unknown) => T): Promise<CommunityResult<T>> {
  const token = await accessToken().catch(() => null)
  if (!token) return { ok: false, problem: 'signed-out' }
  const { url, anonKey } = backendConfig()
  let response: Response
  try {
    response = await fetch(`${url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    })
  } catch {
    return { ok: false, problem: 'offline' }
  }
  if (response.status === 401 || response.status === 403) return { ok: false, problem: 'rejected' }
  if (!response.ok) return { ok: false, problem: 'server' }
  try {
    const text = await response.text()
    return { ok: true, value: read(text ? JSON.parse(text) : null) }
  } catch {
    return { ok: false, problem: 'server' }
  }
}

const rows = (body: unknown): Record<string, unknown>[] => (Array.isArray(body) ? (body as Record<string, unknown>[]) : [])
const PROFILE_COLUMNS = 'user_id,display_name,bio,trading_style,share_stats'
const STATS_COLUMNS = 'user_id,period,period_start,trades,win_rate,profit_factor,roi_percent'

/** The caller's own profile, or null when they have none yet. */
export function fetchOwnProfile(accessToken: AccessToken, userId: string): Promise<CommunityResult<CommunityProfile | null>> {
  return request(accessToken, `trader_profiles?select=${PROFILE_COLUMNS}&user_id=eq.${encodeURIComponent(userId)}`, { method: 'GET' }, (body) => {
    const row = rows(body)[0]
    return row ? toProfile(row) : null
  })
}

/** Every trader who shares their stats, by name. */
export function fetchSharingProfiles(accessToken: AccessToken): Promise<CommunityResult<CommunityProfile[]>> {
  return request(accessToken, `trader_profiles?select=${PROFILE_COLUMNS}&share_stats=is.true&order=display_name.asc&limit=500`, { method: 'GET' }, (body) =>
    rows(body).map(toProfile),
  )
}

/** The server's figures for a period: the traders who share, and the caller's own. */
export function fetchStats(accessToken: AccessToken, period: CommunityPeriod): Promise<CommunityResult<CommunityStatsRow[]>> {
  return request(accessToken, `leaderboard_stats?select=${STATS_COLUMNS}&period=eq.${period}&limit=1000`, { method: 'GET' }, (body) => rows(body).map(toStats))
}

export function saveProfile(accessToken: AccessToken, profile: CommunityProfile): Promise<CommunityResult<CommunityProfile>> {
  return request(
    accessToken,
    `trader_profiles?on_conflict=user_id`,
    {
      method: 'POST',
      headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      body: JSON.stringify({
        user_id: profile.userId,
        display_name: profile.displayName,
        bio: profile.bio,
        trading_style: profile.tradingStyle,
        share_stats: profile.shareStats,
      }),
    },
    (body) => toProfile(rows(body)[0] ?? {}),
  )
}
