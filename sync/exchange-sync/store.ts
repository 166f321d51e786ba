import { ExchangeSyncError, type SyncErrorCode } from './errors.ts'
import type { FillDoc, LedgerDoc } from './rows.ts'

/**
 * The sync's SQL, run as the server (it bypasses RLS, so every statement names the user). The same
 * statements run on the local backend's database and on a hosted project's (`SUPABASE_DB_URL`).
 */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ readonly rows: Row[]; readonly rowCount: number }>
}
export interface SyncDatabase extends SqlRunner {
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>
}

/** A connection as the app sees it: never the key, the secret or the passphrase. */
export interface PublicConnection {
  readonly id: string
  readonly exchange: string
  readonly label: string
  readonly account_id: string
  readonly markets: string[]
  readonly key_last4: string
  readonly last_sync_at: string | null
  readonly last_attempt_at: string | null
  readonly last_fills_added: number
  readonly last_funding_added: number
  /** Every fill the connection's runs skipped: markets no longer listed, not stated by the answer (unlisted.ts). */
  readonly fills_skipped: number
  readonly last_error_code: SyncErrorCode | null
  readonly last_error_at: string | null
  readonly created_at: string
}

const PUBLIC_COLUMNS = `id, exchange, label, account_id, markets, key_last4, last_sync_at, last_attempt_at, last_fills_added,
  last_funding_added, fills_skipped, last_error_code, last_error_at, created_at`

export interface StoredConnection extends PublicConnection {
  readonly cursors: Record<string, unknown>
  readonly sealed: string
}

export async function insertConnection(
  db: SyncDatabase,
  row: { id: string; userId: string; exchange: string; label: string; accountId: string; markets: readonly string[]; keyLast4: string; sealed: string },
): Promise<PublicConnection> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<PublicConnection>(
      `insert into public.exchange_connections (id, user_id, exchange, label, account_id, markets, key_last4)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${PUBLIC_COLUMNS}`,
      [row.id, row.userId, row.exchange, row.label, row.accountId, row.markets, row.keyLast4],
    )
    await tx.query('insert into exchange_sync.connection_secrets (connection_id, sealed) values ($1, $2)', [row.id, row.sealed])
    return inserted.rows[0]!
  })
}

export async function loadConnection(db: SyncDatabase, userId: string, id: string): Promise<StoredConnection> {
  const found = await db.query<StoredConnection>(
    `select ${PUBLIC_COLUMNS.split(',')
      .map((column) => `c.${column.trim()}`)
      .join(', ')}, c.cursors, s.sealed
       from public.exchange_connections c join exchange_sync.connection_secrets s on s.connection_id = c.id
      where c.id = $1 and c.user_id = $2`,
    [id, userId],
  )
  const connection = found.rows[0]
  if (!connection) throw new ExchangeSyncError('not_found')
  return connection
}

export async function publicConnection(db: SyncDatabase, userId: string, id: string): Promise<PublicConnection> {
  const found = await db.query<PublicConnection>(`select ${PUBLIC_COLUMNS} from public.exchange_connections where id = $1 and user_id = $2`, [id, userId])
  if (!found.rows[0]) throw new ExchangeSyncError('not_found')
  return found.rows[0]
}

/** Removes the connection; its sealed secret goes with it (on delete cascade). */
export async function deleteConnection(db: SyncDatabase, userId: string, id: string): Promise<boolean> {
  return (await db.query('delete from public.exchange_connections where id = $1 and user_id = $2', [id, userId])).rowCount > 0
}

export interface PageWrite {
  readonly userId: string
  readonly connectionId: string
  readonly cursorKey: string
  readonly cursor: unknown
  readonly fills: ReadonlyArray<{ readonly id: string; readonly doc: FillDoc }>
  readonly ledger: ReadonlyArray<{ readonly id: string; readonly doc: LedgerDoc }>
  /** Fills of the page the journal cannot hold (source.ts `skipped`), counted with the cursor that moves past them. */
  readonly skipped: number
  /** The run's import batch as it stands after this page (written once the run adds a row). */
  readonly batch: (added: { fills: number; funding: number }) => { readonly id: string; readonly doc: Record<string, unknown> } | undefined
}

/**
 * One page in one transaction: the new rows (a fill already stored for the account, by CSV or an
 * earlier sync, is skipped by its dedupe key; a row id already taken, even by an undone fill, is
 * left alone), the run's batch and the cursor. A connection removed meanwhile stops the run.
 */
export async function writePage(db: SyncDatabase, page: PageWrite): Promise<{ fills: number; funding: number }> {
  return db.transaction(async (tx) => {
    const locked = await tx.query('select 1 from public.exchange_connections where id = $1 and user_id = $2 for update', [page.connectionId, page.userId])
    if (locked.rows.length === 0) throw new ExchangeSyncError('not_found')
    const insert = async (table: 'fills' | 'ledger_entries', rows: ReadonlyArray<{ id: string; doc: object }>) =>
      rows.length === 0
        ? 0
        : (
            await tx.query(
              `insert into public.${table} (id, user_id, doc)
               select x.id, $1, x.doc from jsonb_to_recordset($2::jsonb) as x (id uuid, doc jsonb)
                where not exists (
                  select 1 from public.${table} t
                   where t.user_id = $1 and t.doc ->> 'dedupeKey' = x.doc ->> 'dedupeKey'
                     and t.doc ->> 'accountId' = x.doc ->> 'accountId' and not t.deleted)
               on conflict (id) do nothing`,
              [page.userId, JSON.stringify(rows)],
            )
          ).rowCount
    const added = { fills: await insert('fills', page.fills), funding: await insert('ledger_entries', page.ledger) }
    const batch = page.batch(added)
    if (batch) {
      // `finishedAt` is left out, so each device derives the batch's trades again (src/db import recovery).
      await tx.query(
        `insert into public.import_batches (id, user_id, doc) values ($1, $2, $3::jsonb)
         on conflict (id) do update set doc = excluded.doc where import_batches.user_id = $2 and import_batches.doc ->> 'status' = 'completed'`,
        [batch.id, page.userId, JSON.stringify(batch.doc)],
      )
    }
    await tx.query(
      `update public.exchange_connections set cursors = cursors || jsonb_build_object($2::text, $3::jsonb), fills_skipped = fills_skipped + $4, updated_at = now()
        where id = $1`,
      [page.connectionId, page.cursorKey, JSON.stringify(page.cursor), page.skipped],
    )
    return added
  })
}

export async function recordRun(
  db: SyncDatabase,
  connectionId: string,
  outcome: { readonly fills: number; readonly funding: number; readonly error?: SyncErrorCode },
): Promise<void> {
  await db.query(
    outcome.error
      ? `update public.exchange_connections set last_attempt_at = now(), last_error_code = $2, last_error_at = now(), updated_at = now() where id = $1`
      : `update public.exchange_connections set last_attempt_at = now(), last_sync_at = now(), last_fills_added = $2, last_funding_added = $3,
           last_error_code = null, updated_at = now() where id = $1`,
    outcome.error ? [connectionId, outcome.error] : [connectionId, outcome.fills, outcome.funding],
  )
}
