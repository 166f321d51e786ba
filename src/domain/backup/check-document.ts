/**
 * Checks a JSON value against the subset of JSON Schema the collection schemas use (type,
 * properties, required, additionalProperties, items, minLength/maxLength, pattern, minimum/maximum,
 * enum). In the browser RxDB writes without validating (the validator is a dev-mode cost), so a
 * restore checks every document of a file against its collection's schema itself, before the first
 * write. `unsupportedKeywords` lets a test fail when a collection schema starts using a keyword
 * outside the subset, so a schema is never half-checked. Hand-written rather than ajv (which RxDB
 * uses in development) because it runs on every read of the journal's first screen, where ajv's
 * code and its compiling with `new Function` do not belong; a differential test holds it to ajv's
 * verdicts (test/integration/db/document-check-differential.test.ts).
 */
export interface JsonSchemaNode {
  readonly type?: string | readonly string[]
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>
  readonly required?: readonly string[]
  readonly additionalProperties?: boolean
  readonly items?: JsonSchemaNode
  readonly minLength?: number
  readonly maxLength?: number
  readonly pattern?: string
  readonly minimum?: number
  readonly maximum?: number
  readonly enum?: readonly unknown[]
}

/** The first rule a value breaks: where (dotted path, '' for the value itself) and which rule. */
export interface DocumentViolation {
  readonly path: string
  readonly rule: string
}

/** Keywords the checker understands, and those that only describe (RxDB's own, titles). */
const CHECKED = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum'])
const DESCRIPTIVE = new Set(['title', 'description', 'version', 'primaryKey', 'indexes', 'attachments', 'final', 'default', 'keyCompression', 'encrypted', 'internalIndexes'])

/** Keywords of a schema (at any depth) that this checker would not enforce. */
export function unsupportedKeywords(schema: object): string[] {
  const found = new Set<string>()
  const walk = (node: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(node)) {
      if (!CHECKED.has(key) && !DESCRIPTIVE.has(key)) found.add(key)
      if (key === 'properties' && value && typeof value === 'object') for (const child of Object.values(value)) walk(child as Record<string, unknown>)
      if (key === 'items' && value && typeof value === 'object') walk(value as Record<string, unknown>)
    }
  }
  walk(schema as Record<string, unknown>)
  return [...found]
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function matchesType(value: unknown, type: string | readonly string[]): boolean {
  const actual = typeOf(value)
  const wanted = typeof type === 'string' ? [type] : type
  return wanted.includes(actual) || (actual === 'integer' && wanted.includes('number'))
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`)
const patterns = new Map<string, RegExp>()
const regexOf = (pattern: string) => {
  let regex = patterns.get(pattern)
  if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')))
  return regex
}

export function checkDocument(value: unknown, schema: JsonSchemaNode, path = ''): DocumentViolation | undefined {
  if (schema.type !== undefined && !matchesType(value, schema.type)) return { path, rule: 'type' }
  if (schema.enum && !schema.enum.includes(value)) return { path, rule: 'enum' }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return { path, rule: 'minLength' }
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return { path, rule: 'maxLength' }
    if (schema.pattern !== undefined && !regexOf(schema.pattern).test(value)) return { path, rule: 'pattern' }
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { path, rule: 'type' }
    if (schema.minimum !== undefined && value < schema.minimum) return { path, rule: 'minimum' }
    if (schema.maximum !== undefined && value > schema.maximum) return { path, rule: 'maximum' }
  }
  if (Array.isArray(value) && schema.items) {
    for (let index = 0; index < value.length; index++) {
      const violation = checkDocument(value[index], schema.items, join(path, index))
      if (violation) return violation
    }
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>
    for (const key of schema.required ?? []) if (record[key] === undefined) return { path: join(path, key), rule: 'required' }
    const properties = schema.properties ?? {}
    for (const [key, entry] of Object.entries(record)) {
      const child = properties[key]
      if (child) {
        const violation = checkDocument(entry, child, join(path, key))
        if (violation) return violation
      } else if (schema.additionalProperties === false) return { path: join(path, key), rule: 'additionalProperties' }
    }
  }
  return undefined
}
