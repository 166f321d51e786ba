import { describe, expect, it } from 'vitest'
import { adoptBackup, derivedId, dropDanglingReferences } from '../../../src/domain/backup'
import { buildBackup, doc, tradeDoc } from './backup-builders'

const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const OTHER_OWNER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
const ACCOUNT = '11111111-1111-4111-8111-111111111111'
const SETUP = '22222222-2222-4222-8222-222222222222'
const TRADE = '33333333-3333-4333-8333-333333333333'
const IMPORT = '44444444-4444-4444-8444-444444444444'
const FILL = '55555555-5555-4555-8555-555555555555'
const SHOT = '66666666-6666-4666-8666-666666666666'
const LOST_SHOT = '77777777-7777-4777-8777-777777777777'
const ELSEWHERE = '99999999-9999-4999-8999-999999999999'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('derivedId', () => {
  it('is a UUID, the same for the same account and id, and different for another account or id', () => {
    const ids = [derivedId(OWNER, TRADE), derivedId(OWNER, SETUP), derivedId(OTHER_OWNER, TRADE)]
    for (const id of ids) expect(id).toMatch(UUID)
    expect(derivedId(OWNER, TRADE)).toBe(ids[0])
    expect(new Set([...ids, TRADE, SETUP]).size).toBe(5)
  })

  it('does not collide over many ids', () => {
    const ids = new Set(Array.from({ length: 50_000 }, (_, index) => derivedId(OWNER, `${index}`)))
    expect(ids.size).toBe(50_000)
  })
})

describe('adoptBackup', () => {
  const shot = (id: string) => ({ id, fileName: 'a.png', mimeType: 'image/png', size: 1, addedAt: '2025-03-01T00:00:00.000Z', remotePath: `${OTHER_OWNER}/${TRADE}/${id}.png` })
  const backup = buildBackup(
    {
      accounts: [doc(ACCOUNT, { serverRevision: '4', name: 'Main' })],
      tags: [doc(SETUP, { serverRevision: '5', kind: 'setup', name: 'Breakout' })],
      import_batches: [doc(IMPORT, { accountId: ACCOUNT })],
      fills: [doc(FILL, { accountId: ACCOUNT, importId: IMPORT, exchangeTradeId: '123', dedupeKey: 'binance|123' })],
      trades: [
        tradeDoc(TRADE, {
          serverRevision: '9',
          accountId: ACCOUNT,
          setupId: SETUP,
          tagIds: [SETUP, ELSEWHERE],
          importId: IMPORT,
          sourceKey: FILL,
          notes: `not an id: ${SETUP}`,
          screenshots: [shot(SHOT), shot(LOST_SHOT)],
        }),
      ],
      journal_entries: [doc('88888888-8888-4888-8888-888888888888', { tradeIds: [TRADE], tagIds: [SETUP] })],
      plans: [doc('12121212-1212-4212-8212-121212121212', { definition: { allowedSetupIds: [SETUP], rules: [{ accountId: ACCOUNT }] } })],
      preferences: [doc('tradingDefaults', { serverRevision: '2', value: { defaultAccountId: ACCOUNT, breakevenBand: '0.5' } })],
    },
    { ownerId: OTHER_OWNER, attachments: [{ tradeId: TRADE, id: SHOT, type: 'image/png', length: 1, data: 'AA==' }] },
  )
  const id = (old: string) => derivedId(OWNER, old)
  const { backup: adopted, ids, droppedScreenshots } = adoptBackup(backup, OWNER)

  it("gives each record this account's id and keeps preference keys", () => {
    expect(adopted.ownerId).toBe(OWNER)
    expect(adopted.collections.accounts[0]?.id).toBe(id(ACCOUNT))
    expect(adopted.collections.trades[0]?.id).toBe(id(TRADE))
    expect(adopted.collections.preferences[0]?.id).toBe('tradingDefaults')
    expect(ids.get(TRADE)).toBe(id(TRADE))
    expect(ids.has('tradingDefaults')).toBe(false)
  })

  it('moves every reference with its record, wherever it sits, and leaves other text and unknown ids alone', () => {
    expect(adopted.collections.trades[0]).toMatchObject({
      accountId: id(ACCOUNT),
      setupId: id(SETUP),
      tagIds: [id(SETUP), ELSEWHERE],
      importId: id(IMPORT),
      sourceKey: id(FILL),
      notes: `not an id: ${SETUP}`,
    })
    expect(adopted.collections.fills[0]).toMatchObject({ accountId: id(ACCOUNT), importId: id(IMPORT), exchangeTradeId: '123', dedupeKey: 'binance|123' })
    expect(adopted.collections.import_batches[0]).toMatchObject({ accountId: id(ACCOUNT) })
    expect(adopted.collections.journal_entries[0]).toMatchObject({ tradeIds: [id(TRADE)], tagIds: [id(SETUP)] })
    expect(adopted.collections.plans[0]?.definition).toEqual({ allowedSetupIds: [id(SETUP)], rules: [{ accountId: id(ACCOUNT) }] })
    expect(adopted.collections.preferences[0]?.value).toEqual({ defaultAccountId: id(ACCOUNT), breakevenBand: '0.5' })
    expect(adopted.attachments.map((attachment) => attachment.tradeId)).toEqual([id(TRADE)])
  })

  it("drops the other account's server revisions and storage paths, and screenshots whose image it cannot reach", () => {
    for (const name of ['accounts', 'tags', 'trades', 'preferences'] as const) expect(adopted.collections[name][0]).not.toHaveProperty('serverRevision')
    const { remotePath: _path, ...kept } = shot(SHOT)
    expect(adopted.collections.trades[0]?.screenshots).toEqual([kept])
    expect(droppedScreenshots).toBe(1)
  })

  it('leaves the file as it was', () => {
    expect(backup.collections.trades[0]?.id).toBe(TRADE)
    expect(backup.ownerId).toBe(OTHER_OWNER)
  })
})

describe('dropDanglingReferences', () => {
  const backup = buildBackup({
    tags: [doc(SETUP, { kind: 'setup', name: 'Breakout' })],
    trades: [tradeDoc(TRADE, { accountId: ACCOUNT, setupId: ELSEWHERE, tagIds: [SETUP, ELSEWHERE, FILL] }), tradeDoc(IMPORT, { setupId: SETUP, tagIds: [] })],
  })

  it('keeps references to records in the file or in the journal, and takes the others off their trades, counting them', () => {
    const { backup: cleaned, dropped } = dropDanglingReferences(backup, { tags: new Set([FILL]), accounts: new Set() })
    expect(dropped).toBe(3)
    expect(cleaned.collections.trades[0]).not.toHaveProperty('accountId')
    expect(cleaned.collections.trades[0]).not.toHaveProperty('setupId')
    expect(cleaned.collections.trades[0]?.tagIds).toEqual([SETUP, FILL])
    expect(cleaned.collections.trades[1]).toBe(backup.collections.trades[1])
  })

  it('changes nothing when every reference resolves', () => {
    const result = dropDanglingReferences(backup, { tags: new Set([ELSEWHERE, FILL]), accounts: new Set([ACCOUNT]) })
    expect(result).toEqual({ backup, dropped: 0 })
  })
})
