import type { SqlSession } from '../database/database'

/** What the change feed needs to know about a published table. */
export interface TableInfo {
  readonly schema: string
  readonly table: string
  /** `"schema"."table"`, safe to put in SQL. */
  readonly relation: string
  /** In column order; `type` is the type's name (`int8`, `_text`), which realtime-js converts by. */
  readonly columns: readonly { readonly name: string; readonly type: string }[]
  readonly primaryKey: readonly string[]
  /** pg_class.relreplident: d(efault: primary key), f(ull), n(othing), i(ndex). */
  readonly replicaIdentity: string
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export const tableKey = (schema: string, table: string) => `${schema}.${table}`

/** The tables of the `supabase_realtime` publication. */
export async function publishedTables(db: SqlSession): Promise<{ schema: string; table: string }[]> {
  const result = await db.query<{ schema: string; table: string }>(
    `select schemaname as schema, tablename as table from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' order by 1, 2`,
  )
  return result.rows
}

export async function tableInfo(db: SqlSession, schema: string, table: string): Promise<TableInfo | undefined> {
  const result = await db.query<{ replica_identity: string; columns: string | null; primary_key: string | null }>(
    `select c.relreplident::text as replica_identity,
            (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
               from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::text as columns,
            (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
               from pg_catalog.pg_index i
               join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
              where i.indrelid = c.oid and i.indisprimary)::text as primary_key
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2`,
    [schema, table],
  )
  const row = result.rows[0]
  if (!row) return undefined
  return {
    schema,
    table,
    relation: `${quoteIdent(schema)}.${quoteIdent(table)}`,
    columns: row.columns ? (JSON.parse(row.columns) as TableInfo['columns']) : [],
    primaryKey: row.primary_key ? (JSON.parse(row.primary_key) as string[]) : [],
    replicaIdentity: row.replica_identity,
  }
}

/**
 * The old record as Realtime sends it: with the default replica identity only the primary key
 * columns, everything with REPLICA IDENTITY FULL, nothing with NOTHING.
 */
export function oldRecordFor(info: TableInfo, oldRecord: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (info.replicaIdentity === 'f') return { ...oldRecord }
  if (info.replicaIdentity === 'n') return {}
  return Object.fromEntries(info.primaryKey.filter((column) => column in oldRecord).map((column) => [column, oldRecord[column]]))
}
