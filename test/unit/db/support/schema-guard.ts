/**
 * The rules that keep shipped schemas immutable (docs/architecture.md: "a shipped schema version is never
 * edited"). RxDB stores a hash of each collection's schema; opening an existing database with a
 * different schema under the same version fails, so an edit without a bump would lock users out.
 */

export interface GuardedCollection {
  readonly schema: { readonly version: number; readonly [field: string]: unknown }
  readonly migrationStrategies: Readonly<Record<number, unknown>>
}

/** Collection name, then schema version, then the schema as shipped (plain JSON). */
export type SchemaSnapshot = Record<string, Record<string, unknown>>

export function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value))
}

/** JSON text with object keys sorted, so moving a property inside the file is not a "change". */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry) ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : entry,
  )
}

/** Everything wrong between the current definitions and the committed snapshot. */
export function findSchemaProblems(collections: Readonly<Record<string, GuardedCollection>>, snapshot: SchemaSnapshot): string[] {
  const problems: string[] = []
  for (const [name, { schema, migrationStrategies }] of Object.entries(collections)) {
    const { version } = schema
    const shipped = snapshot[name] ?? {}
    const recorded = shipped[String(version)]
    if (recorded === undefined) {
      problems.push(`${name}: version ${version} is not in the snapshot; record it with UPDATE_SCHEMA_SNAPSHOT=1`)
    } else if (canonical(schema) !== canonical(recorded)) {
      problems.push(`${name}: shipped version ${version} was changed; restore it and bump the version with a migration strategy`)
    }
    for (const shippedVersion of Object.keys(shipped).map(Number)) {
      if (shippedVersion > version) problems.push(`${name}: version went back from ${shippedVersion} to ${version}`)
    }
    for (let to = 1; to <= version; to++) {
      if (typeof migrationStrategies[to] !== 'function') problems.push(`${name}: version ${to} has no migration strategy`)
    }
    for (const key of Object.keys(migrationStrategies).map(Number)) {
      if (!Number.isInteger(key) || key < 1 || key > version) problems.push(`${name}: stray migration strategy ${key}`)
    }
  }
  for (const name of Object.keys(snapshot)) {
    if (!(name in collections)) problems.push(`${name}: a shipped collection disappeared; keep it or migrate its data`)
  }
  return problems
}

/** Adds the versions that are not recorded yet; never rewrites a recorded version. */
export function recordNewVersions(collections: Readonly<Record<string, GuardedCollection>>, snapshot: SchemaSnapshot): SchemaSnapshot {
  const next: SchemaSnapshot = structuredClone(snapshot)
  for (const [name, { schema }] of Object.entries(collections)) {
    const versions = (next[name] ??= {})
    versions[String(schema.version)] ??= asJson(schema)
  }
  return next
}
