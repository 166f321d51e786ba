import { describe, expect, it } from 'vitest'
import { type BackupProblem, bytesToBase64, parseBackup } from '../../../src/domain/backup'
import { buildBackup, doc, SCHEMA_VERSIONS, tradeDoc } from './backup-builders'

const T1 = '11111111-1111-4111-8111-111111111111'
const PNG = bytesToBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))

function problemOf(value: unknown): BackupProblem | null {
  const result = parseBackup(typeof value === 'string' ? value : JSON.stringify(value), SCHEMA_VERSIONS)
  return result.ok ? null : result.problem
}

describe('parseBackup', () => {
  const good = buildBackup(
    { trades: [tradeDoc(T1, { notes: 'kept', futureField: { a: 1 } })], preferences: [doc('profile', { value: { fullName: 'Ada' } })] },
    { attachments: [{ tradeId: T1, id: 'shot', type: 'image/png', length: 5, data: PNG }] },
  )

  it('accepts a backup, with or without a byte order mark, keeping every document field', () => {
    for (const text of [JSON.stringify(good), `\uFEFF${JSON.stringify(good)}`]) {
      const result = parseBackup(text, SCHEMA_VERSIONS)
      expect(result.ok).toBe(true)
      if (result.ok) expect(result.backup).toEqual(good)
    }
  })

  it.each<[string, unknown, BackupProblem]>([
    ['an empty file', '', { code: 'empty' }],
    ['only white space', ' \n\t', { code: 'empty' }],
    ['a CSV renamed .json', 'Date(UTC),Pair,Side\n2025-01-01,BTCUSDT,BUY', { code: 'notJson' }],
    ['a cut-off file', JSON.stringify(good).slice(0, 80), { code: 'notJson' }],
    ['a JSON array', [1, 2], { code: 'foreign' }],
    ["another app's export", { trades: [], version: 1 }, { code: 'foreign' }],
    ['a newer envelope version', { ...good, version: 2 }, { code: 'newerVersion' }],
    ['a newer collection schema', { ...good, schemaVersions: { ...SCHEMA_VERSIONS, fills: 3 } }, { code: 'newerVersion' }],
    ['a version that is not a whole number', { ...good, version: 0.5 }, { code: 'invalid', where: 'version' }],
    ['a missing collection', { ...good, collections: { ...good.collections, tags: undefined } }, { code: 'invalid', where: 'collections.tags' }],
    ['a document without id', { ...good, collections: { ...good.collections, tags: [{ name: 'x' }] } }, { code: 'invalid', where: 'collections.tags.0.id' }],
    ['a bad export time', { ...good, exportedAt: 'yesterday' }, { code: 'invalid', where: 'exportedAt' }],
    ['a missing screenshots flag', { ...good, includesScreenshots: undefined }, { code: 'invalid', where: 'includesScreenshots' }],
    ['the same id twice', { ...good, collections: { ...good.collections, trades: [tradeDoc(T1), tradeDoc(T1)] } }, { code: 'duplicateId', collection: 'trades', id: T1 }],
    ['bytes of a trade not in the file', { ...good, attachments: [{ ...good.attachments[0], tradeId: 'other' }] }, { code: 'badAttachment', tradeId: 'other', id: 'shot' }],
    ['bytes that are not base64', { ...good, attachments: [{ ...good.attachments[0], data: 'iVBO%%==' }] }, { code: 'badAttachment', tradeId: T1, id: 'shot' }],
    ['bytes of the wrong length', { ...good, attachments: [{ ...good.attachments[0], length: 6 }] }, { code: 'badAttachment', tradeId: T1, id: 'shot' }],
    ['the same attachment twice', { ...good, attachments: [good.attachments[0], good.attachments[0]] }, { code: 'badAttachment', tradeId: T1, id: 'shot' }],
  ])('refuses %s', (_case, value, problem) => {
    expect(problemOf(value)).toEqual(problem)
  })
})
