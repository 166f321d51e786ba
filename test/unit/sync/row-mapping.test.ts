import { describe, expect, it } from 'vitest'
import type { ReplicatedDocument } from '../../../src/db'
import { baseRevisionOf } from '../../../sync/replication/collection-handlers'
import { documentIdOf, fromServerRow, toServerRow, withBaseRevision } from '../../../sync/replication/row-mapping'
import { preferenceTableFor, tableForDocument, tablesOf } from '../../../sync/replication/tables'
import type { ServerRow } from '../../../sync/replication/wire'

const TRADE_ID = '6a1f2d4e-8d1b-4c55-9a57-0f3c5d2b9e10'
const trade: ReplicatedDocument = {
  id: TRADE_ID,
  _deleted: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  serverRevision: '3',
  isDeleted: false,
  symbol: 'BTCUSDT',
  entryPrice: '64000.123456789012345678',
  notes: 'held',
  tagIds: ['a', 'b'],
  conflicts: [{ field: 'setupId', lostValue: '"x"', detectedAt: '2025-01-02T00:00:00.000Z' }],
}

const customization: ReplicatedDocument = {
  id: 'customization',
  _deleted: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  value: { calmModeEnabled: true, soundEnabled: false, animationSpeed: 'fast', activeTheme: null, unlockedThemes: ['ocean'], extra: 1 },
}

describe('tables of the local collections', () => {
  it.each([
    ['profile', 'user_preferences'],
    ['notifications', 'user_preferences'],
    ['customization', 'user_customization_preferences'],
    ['xpLevel', 'user_xp_levels'],
    ['progression', 'user_progression'],
  ])('preference %s replicates to %s', (key, table) => {
    expect(preferenceTableFor(key)).toBe(table)
    expect(tableForDocument('preferences', key)).toBe(table)
  })

  it('journal collections replicate to the table of the same name; preferences to four', () => {
    expect(tablesOf('ledger_entries')).toEqual(['ledger_entries'])
    expect(tableForDocument('trades', TRADE_ID)).toBe('trades')
    expect(tablesOf('preferences')).toEqual(['user_preferences', 'user_customization_preferences', 'user_xp_levels', 'user_progression'])
  })
})

describe('local document -> server row', () => {
  it('a journal row is id + doc + deleted; sync fields stay local', () => {
    const row = toServerRow('trades', { ...trade, openedAtDescKey: '123', _attachments: { a: 1 } } as ReplicatedDocument)
    expect(row).toEqual({
      id: TRADE_ID,
      deleted: false,
      doc: {
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
        isDeleted: false,
        symbol: 'BTCUSDT',
        entryPrice: '64000.123456789012345678',
        notes: 'held',
        tagIds: ['a', 'b'],
        conflicts: trade.conflicts,
      },
    })
    expect(withBaseRevision(row, 3).base_revision).toBe(3)
  })

  it('a permanent removal is a soft delete on the server', () => {
    expect(toServerRow('tags', { ...trade, _deleted: true }).deleted).toBe(true)
  })

  it('a generic preference is keyed by its key', () => {
    const row = toServerRow('user_preferences', { id: 'profile', _deleted: false, createdAt: 'c', updatedAt: 'u', value: { timeZone: 'UTC' } })
    expect(row).toEqual({ key: 'profile', deleted: false, doc: { createdAt: 'c', updatedAt: 'u', value: { timeZone: 'UTC' } } })
  })

  it.each([
    [
      'customization to snake_case columns, null theme as the column default',
      'user_customization_preferences' as const,
      customization,
      {
        calm_mode_enabled: true,
        sound_enabled: false,
        animation_speed: 'fast',
        active_theme: 'default',
        unlocked_themes: ['ocean'],
        deleted: false,
        doc: { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', value: { extra: 1 } },
      },
    ],
    [
      'xp level: current_level column, xp stays in doc',
      'user_xp_levels' as const,
      { id: 'xpLevel', _deleted: false, createdAt: 'c', updatedAt: 'u', value: { currentLevel: 4, xp: 1200 } },
      { current_level: 4, deleted: false, doc: { createdAt: 'c', updatedAt: 'u', value: { xp: 1200 } } },
    ],
    [
      'a value the column cannot hold stays in doc instead of failing the batch',
      'user_xp_levels' as const,
      { id: 'xpLevel', _deleted: false, createdAt: 'c', updatedAt: 'u', value: { currentLevel: 0, xp: 5 } },
      { deleted: false, doc: { createdAt: 'c', updatedAt: 'u', value: { currentLevel: 0, xp: 5 } } },
    ],
    [
      'progression: rank column',
      'user_progression' as const,
      { id: 'progression', _deleted: false, createdAt: 'c', updatedAt: 'u', value: { rank: 'pro_trader' } },
      { rank: 'pro_trader', deleted: false, doc: { createdAt: 'c', updatedAt: 'u', value: {} } },
    ],
  ])('%s', (_name, table, document, expected) => {
    expect(toServerRow(table, document as ReplicatedDocument)).toEqual(expected)
  })
})

describe('server row -> local document', () => {
  const serverTimes = { created_at: '2026-11-22T03:41:11.037594+00:00', updated_at: '2026-11-22T03:42:00.5+00:00', stamp: '748' }

  it('a journal row gets its revision as serverRevision and loses nothing of doc', () => {
    const row: ServerRow = { id: TRADE_ID, doc: toServerRow('trades', trade).doc as never, deleted: false, revision: 4, ...serverTimes }
    expect(fromServerRow('trades', row)).toEqual({ ...trade, serverRevision: '4' })
  })

  it('a deleted row is a removal; missing client times come from the server', () => {
    const doc = fromServerRow('fills', { id: TRADE_ID, doc: {}, deleted: true, revision: 2, ...serverTimes })
    expect(doc).toMatchObject({ id: TRADE_ID, _deleted: true, createdAt: '2026-11-22T03:41:11.037Z', updatedAt: '2026-11-22T03:42:00.500Z', serverRevision: '2' })
  })

  it('a doc never overrides the key, the revision or the deletion', () => {
    const doc = fromServerRow('tags', { id: TRADE_ID, doc: { id: 'other', serverRevision: '99', _deleted: true, createdAt: 'c', updatedAt: 'u' }, deleted: false, revision: 1 })
    expect(doc).toMatchObject({ id: TRADE_ID, serverRevision: '1', _deleted: false })
  })

  it('spec columns come back as camelCase fields of value, columns winning over doc', () => {
    const pushed = toServerRow('user_customization_preferences', customization)
    const doc = fromServerRow('user_customization_preferences', { ...pushed, calm_mode_enabled: false, revision: 7, ...serverTimes } as ServerRow)
    expect(doc).toEqual({
      ...customization,
      serverRevision: '7',
      value: { ...(customization.value as object), calmModeEnabled: false },
    })
  })

  it('a row created by the spec default insert (no doc) reads as a complete preference document', () => {
    const doc = fromServerRow('user_customization_preferences', {
      calm_mode_enabled: false,
      sound_enabled: true,
      animation_speed: 'normal',
      active_theme: 'default',
      unlocked_themes: [],
      doc: {},
      deleted: false,
      revision: 1,
      ...serverTimes,
    })
    expect(doc).toEqual({
      id: 'customization',
      _deleted: false,
      serverRevision: '1',
      createdAt: '2026-11-22T03:41:11.037Z',
      updatedAt: '2026-11-22T03:42:00.500Z',
      value: { calmModeEnabled: false, soundEnabled: true, animationSpeed: 'normal', activeTheme: null, unlockedThemes: [] },
    })
  })

  it('a generic preference row is keyed by key', () => {
    expect(fromServerRow('user_preferences', { key: 'profile', doc: { createdAt: 'c', updatedAt: 'u', value: { a: 1 } }, revision: 2 })).toEqual({
      id: 'profile',
      _deleted: false,
      createdAt: 'c',
      updatedAt: 'u',
      serverRevision: '2',
      value: { a: 1 },
    })
  })

  it.each([
    ['trades', TRADE_ID, TRADE_ID],
    ['user_preferences', 'profile', 'profile'],
    ['user_xp_levels', 'the-user-id', 'xpLevel'],
  ] as const)('a %s answer for key %s is document %s', (table, key, id) => {
    expect(documentIdOf(table, key)).toBe(id)
  })
})

describe('base revision of a pushed row', () => {
  const doc = (serverRevision?: string): ReplicatedDocument => ({ id: TRADE_ID, _deleted: false, ...(serverRevision ? { serverRevision } : {}) })
  it.each([
    ['a new row', { newDocumentState: doc() }, undefined, null],
    ['an edit of a pulled row', { newDocumentState: doc('3'), assumedMasterState: doc('3') }, undefined, 3],
    ['an edit right after this session pushed it', { newDocumentState: doc('3'), assumedMasterState: doc('3') }, 4, 4],
    ['a pulled revision newer than the own write', { newDocumentState: doc('6'), assumedMasterState: doc('6') }, 4, 6],
    ['a new row pushed before in this session', { newDocumentState: doc(), assumedMasterState: doc() }, 1, 1],
    ['a restored document never seen by this replication', { newDocumentState: doc('9') }, undefined, 9],
    ['assumed state wins over the document', { newDocumentState: doc('9'), assumedMasterState: doc('2') }, undefined, 2],
  ])('%s', (_name, row, ownWrite, expected) => {
    expect(baseRevisionOf(row, ownWrite)).toBe(expected)
  })
})
