import { z } from 'zod'
import { binanceSource } from './binance.ts'
import { bybitSource } from './bybit.ts'
import { createExchangeClient, isSyncedExchange, loadMarketsCached, type CcxtExchange, type CcxtModule, type ExchangeBaseUrls, type SyncedExchange } from './client.ts'
import { classifyExchangeFailure, ExchangeSyncError, type SyncErrorCode } from './errors.ts'
import { okxSource } from './okx.ts'
import { fillFromTrade, ledgerFromFunding, rowIdFor, type RowContext } from './rows.ts'
import { openCredentials, sealCredentials, type ExchangeCredentials } from './seal.ts'
import type { ExchangeSource } from './source.ts'
import { deleteConnection, insertConnection, loadConnection, publicConnection, recordRun, writePage, type SyncDatabase } from './store.ts'

/**
 * `POST /functions/v1/exchange-sync`, one source for the local backend's route (Node) and the
 * Supabase Edge Function (Deno): the entries authenticate the caller and pass in the database,
 * ccxt, the sealing key and the exchanges' base URLs (server configuration only).
 *
 *   {action: 'connect', exchange, apiKey, secret, password?, accountId, label?} → {connection}
 *   {action: 'sync', connectionId}   → {connection, added: {fills, funding}, skipped: {fills}}
 * (`skipped`: fills of markets the exchange no longer lists that the journal cannot hold, source.ts)
 *   {action: 'remove', connectionId} → {removed: true}
 * A failure answers {error: {code}} (errors.ts) and is recorded on the connection's card.
 */
export interface ExchangeSyncDeps {
  readonly db: SyncDatabase
  readonly ccxt: CcxtModule
  readonly sealKey: CryptoKey
  readonly urls: ExchangeBaseUrls
  readonly now?: () => Date
  readonly log?: (message: string) => void
}

export interface HandlerResponse {
  readonly status: number
  readonly body: unknown
}

const text = (max: number) => z.string().trim().min(1).max(max)
const REQUEST = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('connect'),
    exchange: z.string(),
    apiKey: text(256),
    secret: text(512),
    password: z.string().max(256).optional(),
    accountId: z.uuid(),
    label: z.string().trim().max(60).optional(),
  }),
  z.object({ action: z.literal('sync'), connectionId: z.uuid() }),
  z.object({ action: z.literal('remove'), connectionId: z.uuid() }),
])

const STATUS: Record<SyncErrorCode, number> = {
  key_refused: 422,
  key_can_trade: 422,
  invalid_request: 400,
  passphrase_required: 400,
  not_supported: 422,
  not_found: 404,
  rate_limited: 429,
  exchange_down: 502,
  bad_answer: 502,
}
/** The exchanges whose API keys have a passphrase (ccxt's `password`). */
const PASSPHRASE_EXCHANGES = new Set<SyncedExchange>(['okx'])
const failure = (code: SyncErrorCode): HandlerResponse => ({ status: STATUS[code], body: { error: { code } } })

function sourceFor(exchange: SyncedExchange, client: CcxtExchange, now: () => number): ExchangeSource {
  switch (exchange) {
    case 'binance':
      return binanceSource(client, now)
    case 'bybit':
      return bybitSource(client, now)
    case 'okx':
      return okxSource(client)
  }
}

export async function handleExchangeSync(userId: string, body: unknown, deps: ExchangeSyncDeps): Promise<HandlerResponse> {
  const parsed = REQUEST.safeParse(body)
  if (!parsed.success) return failure('invalid_request')
  const request = parsed.data
  const now = deps.now ?? (() => new Date())
  try {
    switch (request.action) {
      case 'connect': {
        const exchange = request.exchange
        if (!isSyncedExchange(exchange)) return failure('not_supported')
        // OKX keys have a passphrase: without it every call is refused (50104), so say so first.
        if (PASSPHRASE_EXCHANGES.has(exchange) && !request.password?.trim()) return failure('passphrase_required')
        const credentials: ExchangeCredentials = { apiKey: request.apiKey, secret: request.secret, ...(request.password ? { password: request.password } : {}) }
        const client = createExchangeClient(deps.ccxt, exchange, credentials, deps.urls)
        const source = sourceFor(exchange, client, () => now().getTime())
        await exchangeCall(deps, async () => {
          await loadMarketsCached(client, exchange, deps.urls, now().getTime())
          await source.checkKey()
        })
        const id = crypto.randomUUID()
        const connection = await insertConnection(deps.db, {
          id,
          userId,
          exchange,
          label: request.label ?? '',
          accountId: request.accountId,
          markets: [...source.markets],
          keyLast4: request.apiKey.slice(-4),
          sealed: await sealCredentials(deps.sealKey, credentials, id),
        })
        return { status: 200, body: { connection } }
      }
      case 'sync':
        return await runSync(userId, request.connectionId, deps, now)
      case 'remove':
        return (await deleteConnection(deps.db, userId, request.connectionId)) ? { status: 200, body: { removed: true } } : failure('not_found')
    }
  } catch (error) {
    if (error instanceof ExchangeSyncError) return failure(error.code)
    throw error
  }
}

/** Runs ccxt calls, turning their failures into codes (the exchange's text stays on the server). */
async function exchangeCall<T>(deps: ExchangeSyncDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const classified = classifyExchangeFailure(error, deps.ccxt)
    if (!(error instanceof ExchangeSyncError)) deps.log?.(`exchange call failed (${classified.code}): ${error instanceof Error ? error.name : 'unknown'}`)
    throw classified
  }
}

async function runSync(userId: string, connectionId: string, deps: ExchangeSyncDeps, now: () => Date): Promise<HandlerResponse> {
  const stored = await loadConnection(deps.db, userId, connectionId)
  if (!isSyncedExchange(stored.exchange)) return failure('not_supported')
  const exchange = stored.exchange
  const credentials = await openCredentials(deps.sealKey, stored.sealed, stored.id)
  const client = createExchangeClient(deps.ccxt, exchange, credentials, deps.urls)
  const source = sourceFor(exchange, client, () => now().getTime())
  const startedAt = now().toISOString()
  const batchId = crypto.randomUUID()
  const context: RowContext = { exchange, accountId: stored.account_id, importId: batchId, now: startedAt }
  const totals = { rows: 0, fills: 0, funding: 0, skipped: 0 }
  const batchDoc = () => ({
    accountId: stored.account_id,
    fileName: `${exchange} API sync`,
    fileSize: 0,
    fileHash: '',
    exchange,
    exportType: `${exchange}-api`,
    status: 'completed',
    rowCount: totals.rows,
    fillCount: totals.fills,
    ledgerEntryCount: totals.funding,
    tradeCount: 0,
    duplicateCount: totals.rows - totals.fills - totals.funding,
    errorCount: 0,
    startedAt,
    createdAt: startedAt,
    updatedAt: now().toISOString(),
  })
  try {
    await exchangeCall(deps, async () => {
      await loadMarketsCached(client, exchange, deps.urls, now().getTime())
      const pages = source.pages(stored.cursors)
      for (let page = await pages.next(); !page.done; page = await pages.next()) {
        const { value } = page
        const fills = value.fills.map(({ market, trade }) => fillFromTrade(client, market, trade, context, ++totals.rows))
        const ledger = value.funding.map((payment) => ledgerFromFunding(client, payment, context, ++totals.rows))
        await writePage(deps.db, {
          userId,
          connectionId,
          cursorKey: value.cursorKey,
          cursor: value.cursor,
          fills: fills.map((doc) => ({ id: rowIdFor(userId, doc.accountId, doc.dedupeKey), doc })),
          ledger: ledger.map((doc) => ({ id: rowIdFor(userId, doc.accountId, doc.dedupeKey), doc })),
          skipped: value.skipped ?? 0,
          batch: (pageAdded) => {
            totals.fills += pageAdded.fills
            totals.funding += pageAdded.funding
            return totals.fills + totals.funding > 0 ? { id: batchId, doc: batchDoc() } : undefined
          },
        })
        totals.skipped += value.skipped ?? 0
      }
    })
  } catch (error) {
    const code = error instanceof ExchangeSyncError ? error.code : 'bad_answer'
    if (code !== 'not_found') await recordRun(deps.db, connectionId, { fills: totals.fills, funding: totals.funding, error: code })
    if (error instanceof ExchangeSyncError) return failure(code)
    throw error
  }
  await recordRun(deps.db, connectionId, { fills: totals.fills, funding: totals.funding })
  return {
    status: 200,
    body: { connection: await publicConnection(deps.db, userId, connectionId), added: { fills: totals.fills, funding: totals.funding }, skipped: { fills: totals.skipped } },
  }
}
