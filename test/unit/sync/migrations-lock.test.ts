import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findMigrationProblems, hashMigrations, MIGRATIONS_LOCK_FILE, type MigrationsLock, recordNewMigrations } from './support/migrations-lock'

function readLock(): MigrationsLock {
  try {
    return JSON.parse(readFileSync(MIGRATIONS_LOCK_FILE, 'utf8')) as MigrationsLock
  } catch {
    return {}
  }
}

describe('shipped migrations lock', () => {
  it('every shipped migration is unchanged and every new one is recorded', () => {
    const current = hashMigrations()
    let lock = readLock()
    if (process.env.UPDATE_MIGRATIONS_LOCK === '1') {
      lock = recordNewMigrations(current, lock)
      writeFileSync(MIGRATIONS_LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`)
    }
    expect(findMigrationProblems(current, lock)).toEqual([])
    const unrecorded = Object.keys(current).filter((name) => !(name in lock))
    expect(unrecorded, 'record new migrations with UPDATE_MIGRATIONS_LOCK=1 npx vitest run test/unit/sync/migrations-lock.test.ts').toEqual([])
  })
})

describe('lock rules', () => {
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'))
    for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql)
    return hashMigrations(dir)
  }
  const shipped = folder({ '20260101000000_a.sql': 'create table a ();', '20260102000000_b.sql': 'create table b ();' })

  it.each<[string, Record<string, string>, RegExp | null]>([
    ['unchanged', { '20260101000000_a.sql': 'create table a ();', '20260102000000_b.sql': 'create table b ();' }, null],
    ['a later file added', { '20260101000000_a.sql': 'create table a ();', '20260102000000_b.sql': 'create table b ();', '20260103000000_c.sql': '' }, null],
    [
      'a shipped file edited',
      { '20260101000000_a.sql': 'create table a (x int);', '20260102000000_b.sql': 'create table b ();' },
      /20260101000000_a\.sql: a shipped migration was edited/,
    ],
    ['a shipped file removed', { '20260102000000_b.sql': 'create table b ();' }, /20260101000000_a\.sql: a shipped migration was removed/],
    [
      'a file slipped in between shipped ones',
      { '20260101000000_a.sql': 'create table a ();', '20260101120000_x.sql': '', '20260102000000_b.sql': 'create table b ();' },
      /20260101120000_x\.sql: a new migration must sort after the last shipped one/,
    ],
  ])('%s', (_case, files, expected) => {
    const problems = findMigrationProblems(folder(files), shipped)
    if (expected) expect(problems.join('\n')).toMatch(expected)
    else expect(problems).toEqual([])
  })

  it('records only new files after the last shipped one and keeps recorded hashes', () => {
    const current = folder({ '20260101000000_a.sql': 'edited', '20260102000000_b.sql': 'create table b ();', '20260103000000_c.sql': 'c' })
    const next = recordNewMigrations(current, shipped)
    expect(Object.keys(next)).toEqual(['20260101000000_a.sql', '20260102000000_b.sql', '20260103000000_c.sql'])
    expect(next['20260101000000_a.sql']).toBe(shipped['20260101000000_a.sql'])
  })
})
