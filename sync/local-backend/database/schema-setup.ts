import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database'

export const BOOTSTRAP_DIR = join(import.meta.dirname, '..', 'bootstrap')
export const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'supabase', 'migrations')

/** The `.sql` files of a folder in the order they apply (their names start with a number). */
export function sqlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
}

export interface SchemaSetupReport {
  readonly bootstrap: readonly string[]
  /** Migrations applied by this call (the others were applied before). */
  readonly applied: readonly string[]
}

/**
 * Brings a database to the schema of a hosted project: the local-only bootstrap (idempotent, run
 * on every start), then each migration of sync/supabase/migrations not applied yet, each in its own
 * transaction and recorded the way the Supabase CLI records them, so a restart applies only new ones.
 */
export async function setUpSchema(db: Database, dirs = { bootstrap: BOOTSTRAP_DIR, migrations: MIGRATIONS_DIR }): Promise<SchemaSetupReport> {
  const bootstrap = sqlFilesIn(dirs.bootstrap)
  for (const file of bootstrap) await runFile(db, dirs.bootstrap, file)

  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      statements text[]
    );`)
  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version))
  const applied: string[] = []
  for (const file of sqlFilesIn(dirs.migrations)) {
    const [version = file, ...nameParts] = file.replace(/\.sql$/, '').split('_')
    if (done.has(version)) continue
    const sql = readFileSync(join(dirs.migrations, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql).catch((error: unknown) => {
        throw new Error(`migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      })
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [version, nameParts.join('_'), [sql]])
    })
    applied.push(file)
  }
  return { bootstrap, applied }
}

async function runFile(db: Database, dir: string, file: string): Promise<void> {
  try {
    await db.exec(readFileSync(join(dir, file), 'utf8'))
  } catch (error) {
    throw new Error(`bootstrap ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}
