import type { Database } from '../database/database'
import { describeBinding, parseBinding, type ChangeBinding } from './bindings'
import type { ActiveBinding } from './hub'
import { publishedTables, quoteIdent, tableInfo, tableKey } from './table-info'
import { filterSql } from './visibility'

export interface ChannelSubscription {
  /** The join reply's `postgres_changes`: each binding as sent, in order, plus its id. */
  readonly reply: readonly Readonly<Record<string, unknown>>[]
  /** Empty when `error` is set: as on Realtime, one bad binding disables the channel's changes. */
  readonly active: readonly ActiveBinding[]
  /** The text of the `system` error message that follows the join reply. */
  readonly error?: string
}

/**
 * Resolves a join's `config.postgres_changes` against the `supabase_realtime` publication, the
 * way Realtime's subscription insert does: `*` for schema or table matches every published one,
 * a binding that matches no published table or whose filter does not fit the table is an error.
 */
export async function subscribe(db: Database, rawBindings: readonly unknown[]): Promise<ChannelSubscription> {
  const parsed = rawBindings.filter((raw) => raw !== null && raw !== undefined).map(parseBinding)
  const reply = parsed.map((result) => ({ ...(result.ok ? result.binding.echo : result.echo), id: result.ok ? result.binding.id : result.id }))
  const failed = parsed.find((result) => !result.ok)
  if (failed && !failed.ok) return { reply, active: [], error: failed.message }

  const bindings = parsed.flatMap((result) => (result.ok ? [result.binding] : []))
  if (bindings.length === 0) return { reply, active: [] }
  const published = await publishedTables(db)
  const active: ActiveBinding[] = []
  for (const binding of bindings) {
    const tables = published.filter(({ schema, table }) => (binding.schema === '*' || binding.schema === schema) && (binding.table === '*' || binding.table === table))
    if (tables.length === 0) {
      return {
        reply,
        active: [],
        error: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describeBinding(binding)}]`,
      }
    }
    if (binding.table !== '*' && binding.filters.length > 0) {
      const problem = await filterProblem(db, tables[0]!.schema, tables[0]!.table, binding)
      if (problem) {
        return {
          reply,
          active: [],
          error: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describeBinding(binding)}]. Exception: ${problem}`,
        }
      }
    }
    active.push({ binding, tables: new Set(tables.map(({ schema, table }) => tableKey(schema, table))) })
  }
  return { reply, active }
}

/** Whether the filter names real columns with values of their type: PostgreSQL decides. */
async function filterProblem(db: Database, schema: string, table: string, binding: ChangeBinding): Promise<string | undefined> {
  const info = await tableInfo(db, schema, table)
  if (!info) return `relation "${schema}.${table}" does not exist`
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const alias = quoteIdent(table)
  const conditions = binding.filters.map((filter) => filterSql(alias, filter, param)).join(' and ')
  try {
    await db.query(`select exists (select 1 from jsonb_populate_record(null::${info.relation}, '{}'::jsonb) as ${alias} where ${conditions})`, params)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
