import { backendConfig } from '../../../platform/backend-config'
import type { AccessToken } from '../../social'

/**
 * The server's exchange sync (sync/exchange-sync): connections read over REST (row-level security
 * shows only the trader's own; no secret is in that table) and the `exchange-sync` function that
 * connects a key, syncs and removes. The API key and secret go to the server once, in the connect
 * request, and are never kept on the device. Plain fetch, as the community screens do.
 */

/** The codes the function answers (sync/exchange-sync/errors.ts), plus what the device itself sees. */
export type ExchangeSyncProblem =
  'key_refused' | 'key_can_trade' | 'passphrase_required' | 'rate_limited' | 'exchange_down' | 'bad_answer' | 'not_found' | 'not_supported' | 'offline' | 'signed-out' | 'server'

const KNOWN_CODES = new Set<string>(['key_refused', 'key_can_trade', 'passphrase_required', 'rate_limited', 'exchange_down', 'bad_answer', 'not_found', 'not_supported'])

export interface ExchangeConnection {
  readonly id: string
  readonly exchange: string
  readonly accountId: string
  readonly markets: readonly string[]
  readonly keyLast4: string
  readonly lastSyncAt: string | null
  readonly lastFillsAdded: number
  readonly lastFundingAdded: number
  /** Fills every run so far skipped: markets the exchange no longer lists, which its answer does not describe. */
  readonly fillsSkipped: number
  readonly lastErrorCode: ExchangeSyncProblem | null
  readonly lastErrorAt: string | null
}

export type ExchangeSyncResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ExchangeSyncProblem }

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0)
const instant = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null)
const problemOf = (code: unknown): ExchangeSyncProblem => (typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ExchangeSyncProblem) : 'server')

/** A server row, checked field by field before the card shows it. */
export function toConnection(row: Record<string, unknown>): ExchangeConnection {
  return {
    id: str(row.id),
    exchange: str(row.exchange),
    accountId: str(row.account_id),
    markets: Array.isArray(row.markets) ? row.markets.filter((market): market is string => typeof market === 'string') : [],
    keyLast4: str(row.key_last4).slice(-4),
    lastSyncAt: instant(row.last_sync_at),
    lastFillsAdded: count(row.last_fills_added),
    lastFundingAdded: count(row.last_funding_added),
    fillsSkipped: count(row.fills_skipped),
    lastErrorCode: row.last_error_code ? problemOf(row.last_error_code) : null,
    lastErrorAt: instant(row.last_error_at),
  }
}

async function send(accessToken: AccessToken, path: string, init: RequestInit): Promise<ExchangeSyncResult<unknown>> {
  const token = await accessToken().catch(() => null)
  if (!token) return { ok: false, problem: 'signed-out' }
  const { url, anonKey } = backendConfig()
  let response: Response
  try {
    response = await fetch(`${url}${path}`, {
      ...init,
      headers: { apikey: anonKey, authorization: `Bearer ${token}`, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    })
  } catch {
    return { ok: false, problem: 'offline' }
  }
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    return { ok: false, problem: 'server' }
  }
  if (response.status === 401) return { ok: false, problem: 'signed-out' }
  if (!response.ok) return { ok: false, problem: problemOf((body as { error?: { code?: unknown } } | null)?.error?.code) }
  return { ok: true, value: body }
}

const COLUMNS = 'id,exchange,account_id,markets,key_last4,last_sync_at,last_fills_added,last_funding_added,fills_skipped,last_error_code,last_error_at'

export async function fetchConnections(accessToken: AccessToken): Promise<ExchangeSyncResult<ExchangeConnection[]>> {
  const result = await send(accessToken, `/rest/v1/exchange_connections?select=${COLUMNS}&order=created_at.asc`, { method: 'GET' })
  if (!result.ok) return result
  return { ok: true, value: Array.isArray(result.value) ? (result.value as Record<string, unknown>[]).map(toConnection) : [] }
}

const callFunction = (accessToken: AccessToken, body: Record<string, unknown>) => send(accessToken, '/functions/v1/exchange-sync', { method: 'POST', body: JSON.stringify(body) })

export async function connectExchange(
  accessToken: AccessToken,
  input: { readonly exchange: string; readonly apiKey: string; readonly secret: string; readonly password?: string; readonly accountId: string },
): Promise<ExchangeSyncResult<ExchangeConnection>> {
  const result = await callFunction(accessToken, { action: 'connect', ...input })
  if (!result.ok) return result
  return { ok: true, value: toConnection((result.value as { connection?: Record<string, unknown> }).connection ?? {}) }
}

export async function syncConnection(accessToken: AccessToken, connectionId: string): Promise<ExchangeSyncResult<{ fills: number; funding: number }>> {
  const result = await callFunction(accessToken, { action: 'sync', connectionId })
  if (!result.ok) return result
  const added = (result.value as { added?: { fills?: unknown; funding?: unknown } }).added
  return { ok: true, value: { fills: count(added?.fills), funding: count(added?.funding) } }
}

export async function removeConnection(accessToken: AccessToken, connectionId: string): Promise<ExchangeSyncResult<true>> {
  const result = await callFunction(accessToken, { action: 'remove', connectionId })
  return result.ok ? { ok: true, value: true } : result
}
