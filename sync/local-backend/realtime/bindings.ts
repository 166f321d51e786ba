/**
 * The `postgres_changes` bindings of a `phx_join` (`{event, schema, table, filter}`), parsed the
 * way Supabase Realtime parses them (Extensions.PostgresCdcRls.Subscriptions). Pure.
 *
 * Filters: `column=op.value` with op eq, neq, lt, lte, gt, gte or in (`in.(a,b,"c d")`), an
 * optional `not.` before the operator, several joined by commas (all must hold).
 */
export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE'

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'

export interface ColumnFilter {
  readonly column: string
  readonly operator: FilterOperator
  /** One value, or the list of `in`. Text, typed by the column when compared (in SQL). */
  readonly values: readonly string[]
  readonly negate: boolean
}

export interface ChangeBinding {
  /** The number the join reply and every change message carry for this binding. */
  readonly id: number
  readonly event: '*' | ChangeType
  /** `*` matches every schema, and every table of the schema. */
  readonly schema: string
  readonly table: string
  readonly filters: readonly ColumnFilter[]
  /** What the client sent; the reply echoes it (plus `id`) so realtime-js can match it. */
  readonly echo: Readonly<Record<string, unknown>>
}

export type BindingParse =
  { readonly ok: true; readonly binding: ChangeBinding } | { readonly ok: false; readonly message: string; readonly id: number; readonly echo: Readonly<Record<string, unknown>> }

const OPERATORS: readonly FilterOperator[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']

export function parseBinding(raw: unknown): BindingParse {
  const params = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const has = (key: string) => Object.hasOwn(params, key)
  const { schema, table, filter } = params
  const fail = (message: string): BindingParse => ({ ok: false, message, id: bindingId(params), echo: params })

  let target: { schema: string; table: string; filter?: string } | undefined
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') target = { schema, table, filter }
  else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) target = { schema, table }
  else if (typeof schema === 'string' && !has('table') && !has('filter')) target = { schema, table: '*' }
  else if (typeof table === 'string' && !has('schema') && !has('filter')) target = { schema: 'public', table }
  if (!target) {
    return fail(`No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`)
  }
  const filters = parseFilters(target.filter ?? '')
  if (!filters.ok) return fail(`Error parsing \`filter\` params: ${filters.message}`)
  return {
    ok: true,
    binding: { id: bindingId(params), event: eventOf(params.event), schema: target.schema, table: target.table, filters: filters.filters, echo: params },
  }
}

function eventOf(event: unknown): '*' | ChangeType {
  const upper = typeof event === 'string' ? event.toUpperCase() : '*'
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*'
}

type FilterParse = { ok: true; filters: ColumnFilter[] } | { ok: false; message: string }

export function parseFilters(filter: string): FilterParse {
  const trimmed = filter.trim()
  if (trimmed === '') return { ok: true, filters: [] }
  const filters: ColumnFilter[] = []
  for (const segment of splitTopLevel(trimmed, ',')) {
    const equals = segment.indexOf('=')
    const column = segment.slice(0, equals).trim()
    const parts = segment.slice(equals + 1).split('.')
    const negate = parts[0] === 'not'
    const [operator = '', ...rest] = negate ? parts.slice(1) : parts
    const value = rest.join('.')
    const bad = { ok: false as const, message: JSON.stringify(equals < 0 ? [segment] : parts) }
    if (equals <= 0 || column === '' || !OPERATORS.includes(operator as FilterOperator) || rest.length === 0) return bad
    if (operator === 'in') {
      if (!value.startsWith('(') || !value.endsWith(')')) return bad
      const values = splitTopLevel(value.slice(1, -1), ',').map(unquote)
      filters.push({ column, operator, values, negate })
    } else {
      filters.push({ column, operator: operator as FilterOperator, values: [unquote(value)], negate })
    }
  }
  return { ok: true, filters }
}

/** Splits on `separator` outside double quotes and parentheses (`a=in.(1,2),b=eq.x`). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let current = ''
  let depth = 0
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted && char === '\\' && index + 1 < text.length) {
      current += char + text[index + 1]!
      index += 1
      continue
    }
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth += 1
    else if (!quoted && char === ')') depth -= 1
    if (!quoted && depth === 0 && char === separator) {
      parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  const trimmed = value.trim()
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\(.)/g, '$1')
  return trimmed
}

/** A stable number per binding, as Realtime's `:erlang.phash2(params)` is (same params, same id). */
function bindingId(params: Readonly<Record<string, unknown>>): number {
  const text = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  )
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 134_217_728 // 2^27, phash2's default range
}

export function describeBinding(binding: Pick<ChangeBinding, 'event' | 'schema' | 'table' | 'filters'>): string {
  const filters = binding.filters.map((filter) => `{${filter.column}, ${filter.operator}, ${filter.values.join(',')}}`).join(', ')
  return `event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table}, filters: [${filters}]`
}
