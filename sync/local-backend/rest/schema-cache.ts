/**
 * PostgREST's schema cache, reduced to what this subset needs: the tables and views of the exposed
 * schema with their columns (type, default) and primary key, and its functions with their
 * parameters and return shape. Loaded from the catalog as the backend's own connection (never
 * inside a request's transaction: PGlite has one connection), and reloaded when a request names a
 * table, column or function the cache does not know, so DDL run after start is picked up.
 */
import type { Database } from '../database/database'

export const EXPOSED_SCHEMA = 'public'

export interface Column {
  readonly name: string
  /** `format_type(type, null)`: what filter values are cast to (`timestamp with time zone`). */
  readonly type: string
  /** With its modifier (`character varying(255)`): the type a JSON body is read as. */
  readonly typeWithModifier: string
  /** The default expression, for `Prefer: missing=default`. */
  readonly default: string | null
}

export interface Table {
  readonly name: string
  readonly columns: readonly Column[]
  readonly primaryKey: readonly string[]
}

export interface RoutineParam {
  readonly name: string
  readonly type: string
  readonly hasDefault: boolean
  readonly variadic: boolean
}

export interface Routine {
  readonly name: string
  readonly params: readonly RoutineParam[]
  readonly volatility: 'i' | 's' | 'v'
  readonly returnsSet: boolean
  /** A row type (table, composite, OUT / TABLE parameters) rather than a scalar. */
  readonly returnsComposite: boolean
  readonly returnsVoid: boolean
}

const TABLES_SQL = `
  select c.relname as name,
         coalesce((select json_agg(json_build_object(
                     'name', a.attname,
                     'type', format_type(a.atttypid, null),
                     'typeWithModifier', format_type(a.atttypid, a.atttypmod),
                     'default', pg_get_expr(d.adbin, d.adrelid)) order by a.attnum)
                   from pg_attribute a
                   left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns,
         coalesce((select json_agg(a.attname order by k.n)
                   from pg_index i
                   cross join lateral unnest(i.indkey) with ordinality k(attnum, n)
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                   where i.indrelid = c.oid and i.indisprimary), '[]')::text as primary_key
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`

const ROUTINES_SQL = `
  select p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
         p.pronargdefaults as defaults, p.prorettype = 'void'::regtype as returns_void,
         (t.typtype = 'c' or (p.prorettype = 'record'::regtype and coalesce('o' = any(p.proargmodes) or 'b' = any(p.proargmodes) or 't' = any(p.proargmodes), false))) as returns_composite,
         coalesce((select json_agg(json_build_object(
                     'name', coalesce(p.proargnames[s.i], ''),
                     'type', format_type(coalesce(p.proallargtypes[s.i], p.proargtypes[s.i - 1]), null),
                     'mode', coalesce(p.proargmodes[s.i], 'i')) order by s.i)
                   from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) s(i)), '[]')::text as args
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
   where n.nspname = $1 and p.prokind = 'f'`

interface TableRow {
  name: string
  columns: string
  primary_key: string
}
interface RoutineRow {
  name: string
  volatility: 'i' | 's' | 'v'
  returns_set: boolean
  defaults: number
  returns_void: boolean
  returns_composite: boolean
  args: string
}

export class SchemaCache {
  private tables = new Map<string, Table>()
  private routines = new Map<string, Routine[]>()
  private loading: Promise<void> | undefined
  private loaded = false

  constructor(private readonly db: Database) {}

  /** Loads the catalog; concurrent callers share one load. */
  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined
    })
    return this.loading
  }

  async table(name: string): Promise<Table | undefined> {
    if (!this.loaded || !this.tables.has(name)) await this.reload()
    return this.tables.get(name)
  }

  /** A table's column, reloading once when the cache does not know it (a column added since). */
  async column(table: Table, name: string): Promise<Column | undefined> {
    const known = table.columns.find((column) => column.name === name)
    if (known) return known
    await this.reload()
    return this.tables.get(table.name)?.columns.find((column) => column.name === name)
  }

  async routinesNamed(name: string): Promise<readonly Routine[]> {
    if (!this.loaded || !this.routines.has(name)) await this.reload()
    return this.routines.get(name) ?? []
  }

  tableNames(): string[] {
    return [...this.tables.keys()]
  }

  routineNames(): string[] {
    return [...this.routines.keys()]
  }

  private async load(): Promise<void> {
    const [tableRows, routineRows] = [await this.db.query<TableRow>(TABLES_SQL, [EXPOSED_SCHEMA]), await this.db.query<RoutineRow>(ROUTINES_SQL, [EXPOSED_SCHEMA])]
    this.tables = new Map(
      tableRows.rows.map((row) => [row.name, { name: row.name, columns: JSON.parse(row.columns) as Column[], primaryKey: JSON.parse(row.primary_key) as string[] }]),
    )
    const routines = new Map<string, Routine[]>()
    for (const row of routineRows.rows) {
      const args = (JSON.parse(row.args) as { name: string; type: string; mode: string }[]).filter((arg) => ['i', 'b', 'v'].includes(arg.mode))
      const params = args.map((arg, n) => ({ name: arg.name, type: arg.type, hasDefault: n >= args.length - row.defaults, variadic: arg.mode === 'v' }))
      const routine: Routine = {
        name: row.name,
        params,
        volatility: row.volatility,
        returnsSet: row.returns_set,
        returnsComposite: row.returns_composite,
        returnsVoid: row.returns_void,
      }
      routines.set(row.name, [...(routines.get(row.name) ?? []), routine])
    }
    this.routines = routines
    this.loaded = true
  }
}
