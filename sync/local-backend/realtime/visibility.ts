import { runAsCaller, type Caller } from '../database/caller'
import type { Database, SqlSession } from '../database/database'
import type { ChangeBinding, ChangeType, ColumnFilter } from './bindings'
import { quoteIdent, type TableInfo } from './table-info'

/** One recorded row change (a row of realtime.changes). */
export interface RowChange {
  readonly type: ChangeType
  readonly record: Readonly<Record<string, unknown>> | null
  readonly oldRecord: Readonly<Record<string, unknown>> | null
}

/**
 * Which of a channel's bindings a change goes to, decided in one read-only transaction run with
 * the SUBSCRIBER's role and claims (runAsCaller), so row-level security is the real thing:
 *
 * - INSERT and UPDATE: the subscriber must be able to select the row now, looked up by its primary
 *   key (a row changed again or deleted since is judged by its current state).
 * - DELETE: the row is gone, so the table's SELECT policies that apply to the subscriber's role are
 *   evaluated against the old row (pg_policy, as PostgreSQL combines them: any permissive one and
 *   every restrictive one), after the same table-privilege, RLS-enabled and BYPASSRLS checks
 *   PostgreSQL makes. The subscriber gets the delete only if it could have selected the old row.
 *   (A table without a primary key is judged this way for every change.)
 * - Filters (`user_id=eq.<uuid>`) are compared in SQL, typed by the column, against the new row
 *   (INSERT, UPDATE) or the old row (DELETE).
 */
export async function bindingsReached(db: Database, caller: Caller, info: TableInfo, change: RowChange, bindings: readonly ChangeBinding[]): Promise<number[]> {
  const row = change.type === 'DELETE' ? change.oldRecord : change.record
  if (!row) return []
  const columns = new Set(info.columns.map((column) => column.name))
  // A binding on all tables may name a column this table lacks: it does not match here.
  const applicable = bindings.filter((binding) => binding.filters.every((filter) => columns.has(filter.column)))
  if (applicable.length === 0) return []

  return runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    const params: unknown[] = []
    const param = (value: unknown) => {
      params.push(value)
      return `$${params.length}`
    }
    const alias = quoteIdent(info.table)
    // The row as a parameter only when a condition reads it: an unused parameter has no type.
    let rowParam: string | undefined
    const asRow = () => `jsonb_populate_record(null::${info.relation}, ${(rowParam ??= param(JSON.stringify(row)))}::jsonb) as ${alias}`

    // Checked first: a query that reads a table the role may not select fails instead of answering.
    const privilege = await tx.query<{ can_select: boolean }>(`select has_table_privilege($1::regclass, 'SELECT') as can_select`, [info.relation])
    if (!privilege.rows[0]?.can_select) return []
    const keyValues = info.primaryKey.map((column) => sqlText(row[column]))
    let visible: string
    if (change.type !== 'DELETE' && info.primaryKey.length > 0 && keyValues.every((value) => value !== undefined)) {
      const keyMatch = info.primaryKey.map((column, index) => `${alias}.${quoteIdent(column)} = ${param(keyValues[index])}`).join(' and ')
      visible = `exists (select 1 from only ${info.relation} as ${alias} where ${keyMatch})`
    } else {
      const policy = await selectPolicy(tx, info)
      visible = policy === 'false' ? 'false' : `exists (select 1 from ${asRow()} where ${policy})`
    }
    const matches = applicable.map((binding, index) =>
      binding.filters.length === 0
        ? `true as f${index}`
        : `exists (select 1 from ${asRow()} where ${binding.filters.map((filter) => filterSql(alias, filter, param)).join(' and ')}) as f${index}`,
    )
    const result = await tx.query<Record<string, boolean>>(`select ${visible} as visible, ${matches.join(', ')}`, params)
    const answer = result.rows[0]
    if (!answer?.visible) return []
    return applicable.filter((_, index) => answer[`f${index}`] === true).map((binding) => binding.id)
  })
}

interface PolicyRow {
  can_select: boolean
  rls: boolean
  forced: boolean
  owner: boolean
  bypass: boolean
  policies: string
}

/** The SELECT visibility of a row of `info` for the current role, as a SQL condition. */
async function selectPolicy(tx: SqlSession, info: TableInfo): Promise<string> {
  const result = await tx.query<PolicyRow>(
    `select has_table_privilege(c.oid, 'SELECT') as can_select,
            c.relrowsecurity as rls,
            c.relforcerowsecurity as forced,
            pg_has_role(c.relowner, 'MEMBER') as owner,
            coalesce((select r.rolbypassrls from pg_catalog.pg_roles r where r.rolname = current_user), false) as bypass,
            coalesce((select json_agg(json_build_object(
                        'permissive', p.polpermissive,
                        'qual', coalesce(pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid), 'true')))
                        from pg_catalog.pg_policy p
                       where p.polrelid = c.oid and p.polcmd in ('r', '*')
                         and (p.polroles = '{0}' or exists (select 1 from unnest(p.polroles) as pr(oid) where pg_has_role(pr.oid, 'MEMBER')))),
                     '[]')::text as policies
       from pg_catalog.pg_class c where c.oid = $1::regclass`,
    [info.relation],
  )
  const row = result.rows[0]
  if (!row?.can_select) return 'false'
  if (!row.rls || row.bypass || (row.owner && !row.forced)) return 'true'
  const policies = JSON.parse(row.policies) as { permissive: boolean; qual: string }[]
  const permissive = policies.filter((policy) => policy.permissive).map((policy) => `(${policy.qual})`)
  const restrictive = policies.filter((policy) => !policy.permissive).map((policy) => `(${policy.qual})`)
  if (permissive.length === 0) return 'false'
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ')
}

const COMPARISONS: Record<Exclude<ColumnFilter['operator'], 'in'>, string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' }

export function filterSql(alias: string, filter: ColumnFilter, param: (value: unknown) => string): string {
  const column = `${alias}.${quoteIdent(filter.column)}`
  const condition =
    filter.operator === 'in'
      ? filter.values.length === 0
        ? 'false'
        : `${column} in (${filter.values.map((value) => param(value)).join(', ')})`
      : `${column} ${COMPARISONS[filter.operator]} ${param(filter.values[0])}`
  return filter.negate ? `not coalesce(${condition}, false)` : `coalesce(${condition}, false)`
}

/** A JSON value as the text PostgreSQL parses into the column's type (undefined for null). */
function sqlText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value)
}
