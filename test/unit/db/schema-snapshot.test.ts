import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { JOURNAL_COLLECTIONS } from '../../../src/db/collections'
import { tradesSchema } from '../../../src/db/collections/trades'
import { findSchemaProblems, type GuardedCollection, recordNewVersions, type SchemaSnapshot } from './support/schema-guard'

const SNAPSHOT_FILE = new URL('../../../src/db/schema-snapshot.json', import.meta.url)

function readSnapshot(): SchemaSnapshot {
  try {
    return JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as SchemaSnapshot
  } catch {
    return {}
  }
}

describe('shipped schema snapshot', () => {
  it('matches every collection schema, with a migration strategy per version', () => {
    let snapshot = readSnapshot()
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') {
      snapshot = recordNewVersions(JOURNAL_COLLECTIONS, snapshot)
      writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`)
    }
    expect(findSchemaProblems(JOURNAL_COLLECTIONS, snapshot)).toEqual([])
  })
})

describe('schema guard rules', () => {
  const trades: GuardedCollection = { schema: tradesSchema, migrationStrategies: {} }
  const shipped = recordNewVersions({ trades }, {})
  const migrate = (doc: unknown) => doc

  it.each<[string, GuardedCollection, RegExp | null]>([
    ['unchanged', trades, null],
    [
      'a field added to the shipped version',
      { schema: { ...tradesSchema, properties: { ...tradesSchema.properties, extra: { type: 'string' } } }, migrationStrategies: {} },
      /trades: shipped version 0 was changed/,
    ],
    ['an index removed from the shipped version', { schema: { ...tradesSchema, indexes: [] }, migrationStrategies: {} }, /was changed/],
    ['a bump without a strategy', { schema: { ...tradesSchema, version: 1 }, migrationStrategies: {} }, /version 1 has no migration strategy/],
    ['a bump not recorded yet', { schema: { ...tradesSchema, version: 1 }, migrationStrategies: { 1: migrate } }, /version 1 is not in the snapshot/],
    ['a stray strategy', { schema: tradesSchema, migrationStrategies: { 2: migrate } }, /stray migration strategy 2/],
  ])('%s', (_case, current, expected) => {
    const problems = findSchemaProblems({ trades: current }, shipped)
    if (expected) expect(problems.join('\n')).toMatch(expected)
    else expect(problems).toEqual([])
  })

  it('accepts a recorded bump with its strategy and keeps the old version', () => {
    const bumped: GuardedCollection = {
      schema: { ...tradesSchema, version: 1, properties: { ...tradesSchema.properties, extra: { type: 'string' } } },
      migrationStrategies: { 1: migrate },
    }
    const next = recordNewVersions({ trades: bumped }, shipped)
    expect(Object.keys(next.trades ?? {})).toEqual(['0', '1'])
    expect(next.trades?.['0']).toEqual(shipped.trades?.['0'])
    expect(findSchemaProblems({ trades: bumped }, next)).toEqual([])
  })

  it('flags a shipped collection that disappeared', () => {
    expect(findSchemaProblems({}, shipped)).toEqual(['trades: a shipped collection disappeared; keep it or migrate its data'])
  })
})
