import type pg from 'pg'

/**
 * What older app versions and older rows rely on in the API schemas: each table's columns with their
 * types and nullability, and the functions clients call by name. A migration may add to this; one
 * that takes something away or narrows it is destructive (sync/supabase/README.md: additive only).
 */
export interface SchemaShape {
  /** `schema.table.column` to `type` plus ` not null` where nulls are refused. */
  readonly columns: Readonly<Record<string, string>>
  /** `schema.function` names. */
  readonly functions: readonly string[]
}

const API_SCHEMAS = ['public', 'storage']

export async function readSchemaShape(client: pg.ClientBase): Promise<SchemaShape> {
  const { rows: columns } = await client.query<{ key: string; shape: string }>(
    `select table_schema || '.' || table_name || '.' || column_name as key,
            data_type || case when is_nullable = 'NO' then ' not null' else '' end as shape
       from information_schema.columns where table_schema = any($1::text[])`,
    [API_SCHEMAS],
  )
  const { rows: functions } = await client.query<{ name: string }>(
    `select distinct n.nspname || '.' || p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1::text[])`,
    [API_SCHEMAS],
  )
  return { columns: Object.fromEntries(columns.map(({ key, shape }) => [key, shape])), functions: functions.map(({ name }) => name).sort() }
}

/** Everything `after` took away from `before` or narrowed. */
export function destructiveChanges(before: SchemaShape, after: SchemaShape): string[] {
  const changes: string[] = []
  for (const [column, shape] of Object.entries(before.columns)) {
    const now = after.columns[column]
    if (now === undefined) changes.push(`${column} was dropped`)
    // Accepting nulls where they were refused narrows nothing: only a new type or a new NOT NULL counts.
    else if (now !== shape && now !== shape.replace(/ not null$/, '')) changes.push(`${column} changed from ${shape} to ${now}`)
  }
  const functions = new Set(after.functions)
  for (const name of before.functions) if (!functions.has(name)) changes.push(`function ${name} was dropped`)
  return changes
}
