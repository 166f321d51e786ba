/**
 * Shipped migrations are immutable (sync/supabase/README.md): a hosted project records each file it
 * applied by name and never runs it again, so an edit to a shipped file reaches nobody who already
 * has it, and two installs end with different schemas. `migrations-lock.json` holds the SHA-256 of
 * every shipped file (sync/supabase/migrations-lock.json); migrations-lock.test.ts compares the
 * folder with it.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SUPABASE_DIR = join(import.meta.dirname, '../../../../sync/supabase')
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations')
export const MIGRATIONS_LOCK_FILE = join(SUPABASE_DIR, 'migrations-lock.json')

/** File name to the hex SHA-256 of its bytes. */
export type MigrationsLock = Readonly<Record<string, string>>

/** The folder as it is now: every `.sql` file in the order the CLI applies them, with its hash. */
export function hashMigrations(dir: string = MIGRATIONS_DIR): MigrationsLock {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  return Object.fromEntries(
    names.map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(join(dir, name)))
        .digest('hex'),
    ]),
  )
}

/**
 * What is wrong between the folder and the lock: a shipped file edited or removed, or a new file
 * that sorts before a shipped one (a project that already applied the later ones would skip it).
 * New files after the last shipped one are fine; `recordNewMigrations` adds them to the lock.
 */
export function findMigrationProblems(current: MigrationsLock, lock: MigrationsLock): string[] {
  const problems: string[] = []
  const lastShipped = Object.keys(lock).sort().at(-1) ?? ''
  for (const [name, hash] of Object.entries(lock)) {
    if (!(name in current)) problems.push(`${name}: a shipped migration was removed; restore it`)
    else if (current[name] !== hash) problems.push(`${name}: a shipped migration was edited; restore it and put the change in a new file`)
  }
  for (const name of Object.keys(current)) {
    if (!(name in lock) && name < lastShipped) problems.push(`${name}: a new migration must sort after the last shipped one (${lastShipped})`)
  }
  return problems
}

/** The lock with the files that are new and in order added; never rewrites a recorded hash. */
export function recordNewMigrations(current: MigrationsLock, lock: MigrationsLock): MigrationsLock {
  const lastShipped = Object.keys(lock).sort().at(-1) ?? ''
  const added = Object.entries(current).filter(([name]) => !(name in lock) && name > lastShipped)
  return Object.fromEntries([...Object.entries(lock), ...added].sort(([a], [b]) => (a < b ? -1 : 1)))
}
