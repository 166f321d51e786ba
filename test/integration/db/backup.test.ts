import { afterEach, describe, expect, it } from 'vitest'
import { BackupRestoreError, createBackupRepository, createImportRepository, type JournalDatabase, removeJournalDatabase, type RestoreProblem } from '../../../src/db'
import { BACKUP_COLLECTIONS, type JournalBackup } from '../../../src/domain/backup'
import { fixtureFile, importFile } from './support/import-files'
import { AT, fillJournal, PNG_BYTES } from './support/fill-journal'
import { openTestJournal, removeTestJournals, steppingClock, testStorage } from './support/test-journal'

afterEach(removeTestJournals)

const uuid = () => crypto.randomUUID()

/** The same user's journal, emptied: as after 'Sign out and remove' and signing in again. */
async function reopenEmpty(db: JournalDatabase): Promise<JournalDatabase> {
  await removeJournalDatabase(db.userId, { storage: testStorage() })
  return openTestJournal({ userId: db.userId })
}

/** Every stored document of every backed-up collection, as RxDB holds it (index keys included). */
async function dump(db: JournalDatabase) {
  const out: Record<string, unknown[]> = {}
  for (const name of BACKUP_COLLECTIONS) {
    const docs = await (db.rxDatabase.collections[name] as unknown as { find: () => { exec: () => Promise<{ toJSON: () => unknown }[]> } }).find().exec()
    out[name] = docs.map((doc) => doc.toJSON())
  }
  return out
}

async function attachmentBytes(db: JournalDatabase) {
  const out: Record<string, { type: string; bytes: number[] }> = {}
  for (const doc of await db.rxDatabase.collections.trades.find().exec()) {
    for (const attachment of doc.allAttachments()) {
      const blob = await attachment.getData()
      out[`${doc.id}/${attachment.id}`] = { type: attachment.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] }
    }
  }
  return out
}

async function problemOf(promise: Promise<unknown>): Promise<RestoreProblem> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BackupRestoreError) return error.problem
    throw error
  }
  throw new Error('expected the restore to be refused')
}

async function readBack(db: JournalDatabase, backup: JournalBackup | string): Promise<JournalBackup> {
  const result = await createBackupRepository(db).read(typeof backup === 'string' ? backup : JSON.stringify(backup))
  if (!result.ok) throw new Error(`backup refused: ${JSON.stringify(result.problem)}`)
  return result.backup
}

describe('journal backup', () => {
  it('restores into an empty journal of the same account identically: every collection, field, id and screenshot byte', async () => {
    const source = await openTestJournal({ clock: steppingClock() })
    const { tradeId, screenshotId } = await fillJournal(source)
    const text = JSON.stringify(await createBackupRepository(source).export({ includeScreenshots: true }))
    // Only one journal is open at a time (opening the target closes the source): read it first.
    const before = await dump(source)
    const bytesBefore = await attachmentBytes(source)
    const tradesBefore = await source.trades.list({ deleted: 'include' })
    const originalBefore = await (await source.screenshots.get(tradeId, screenshotId, 'original'))?.arrayBuffer()

    // A fresh sign-in already has preference rows; the backup's replace them.
    const target = await reopenEmpty(source)
    await target.preferences.ensure('profile')
    await target.preferences.set('customization', { soundEnabled: false })
    const repository = createBackupRepository(target)
    const read = await repository.read(text)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.summary.counts.trades).toBe(32)
    expect(read.summary.liveTrades).toBe(31)
    expect(read.summary.screenshots).toBe(1)
    expect(await repository.check(read.backup)).toEqual({ journalIsEmpty: true, alreadyHere: 0 })

    const result = await repository.restore(read.backup, { mode: 'empty' })
    expect(result.added.trades).toBe(32)
    expect(result.attachments).toBe(2)

    const after = await dump(target)
    // customization existed only in the target: the backup has no such row, so it stays.
    const customization = after.preferences!.find((row) => (row as { id: string }).id === 'customization')
    expect(customization).toMatchObject({ value: { soundEnabled: false } })
    after.preferences = after.preferences!.filter((row) => row !== customization)
    for (const name of BACKUP_COLLECTIONS) expect({ [name]: after[name] }).toEqual({ [name]: before[name] })
    expect(await attachmentBytes(target)).toEqual(bytesBefore)
    expect(Object.keys(bytesBefore)).toEqual(expect.arrayContaining([`${tradeId}/${screenshotId}`, `${tradeId}/${screenshotId}.display`]))
    // Through the repositories too, as the screens read it.
    expect(await target.trades.list({ deleted: 'include' })).toEqual(tradesBefore)
    expect(await (await target.screenshots.get(tradeId, screenshotId, 'original'))?.arrayBuffer()).toEqual(originalBefore)
  })

  it("leaves screenshot bytes out when asked, keeping the trades' screenshot descriptions", async () => {
    const source = await openTestJournal()
    const { tradeId } = await fillJournal(source)
    const backup = await createBackupRepository(source).export({ includeScreenshots: false })
    expect(backup.includesScreenshots).toBe(false)
    expect(backup.attachments).toEqual([])
    const target = await reopenEmpty(source)
    await createBackupRepository(target).restore(await readBack(target, backup), { mode: 'empty' })
    expect((await target.trades.get(tradeId))?.screenshots).toHaveLength(1)
    expect(await attachmentBytes(target)).toEqual({})
  })

  it('refuses an empty-journal restore into a journal with data, and writes nothing', async () => {
    const source = await openTestJournal()
    await fillJournal(source)
    const backup = await createBackupRepository(source).export({ includeScreenshots: true })
    const target = await openTestJournal()
    await target.tags.insert({ kind: 'setup', name: 'Mine' })
    const before = await dump(target)
    const repository = createBackupRepository(target)
    expect(await repository.check(backup)).toEqual({ journalIsEmpty: false, alreadyHere: 0 })
    expect(await problemOf(repository.restore(backup, { mode: 'empty' }))).toEqual({ code: 'notEmpty' })
    expect(await dump(target)).toEqual(before)
  })

  it('merges into a journal with data: adds only the records it lacks and keeps the ones it has, and its preferences', async () => {
    const source = await openTestJournal()
    const { tradeId } = await fillJournal(source)
    const backup = await createBackupRepository(source).export({ includeScreenshots: true })
    const bytesBefore = await attachmentBytes(source)

    const target = await reopenEmpty(source)
    await createBackupRepository(target).restore(backup, { mode: 'empty' })
    // The trader edits a restored trade, adds one of their own and changes a preference.
    await target.trades.patch(tradeId, { notes: 'Edited after the backup' })
    const own = await target.trades.insert({
      symbol: 'SOLUSDT',
      baseAsset: 'SOL',
      quoteAsset: 'USDT',
      marketType: 'spot',
      side: 'buy',
      entryPrice: '150',
      quantity: '2',
      openedAt: AT,
      source: 'manual',
    })
    await target.preferences.set('profile', { fullName: 'Ada Lovelace' })
    const removed = (await target.trades.list({ deleted: 'include' }))
      .filter((trade) => trade.source === 'sample')
      .slice(0, 3)
      .map((trade) => trade.id)
    await target.trades.removePermanently(removed)

    const repository = createBackupRepository(target)
    expect(await repository.check(backup)).toMatchObject({ journalIsEmpty: false })
    const result = await repository.restore(backup, { mode: 'merge' })
    expect(result.added.trades).toBe(3)
    expect(result.skipped.trades).toBe(29)
    expect(result.added.preferences).toBe(0)
    expect(result.replacedPreferences).toBe(0)
    expect((await target.trades.get(tradeId))?.notes).toBe('Edited after the backup')
    expect(await target.trades.get(own.id)).not.toBeNull()
    expect((await target.trades.getMany(removed)).map((trade) => trade.id)).toEqual(removed)
    expect((await target.preferences.get('profile')).fullName).toBe('Ada Lovelace')
    expect(await attachmentBytes(target)).toEqual(bytesBefore)
  })

  it("refuses a file whose document breaks its collection's schema, before writing anything", async () => {
    const source = await openTestJournal()
    await fillJournal(source)
    const backup = await createBackupRepository(source).export({ includeScreenshots: true })
    const trades = backup.collections.trades.map((trade, index) => (index === 5 ? { ...trade, entryPrice: '12,5' } : trade))
    const broken = { ...backup, collections: { ...backup.collections, trades } }

    const target = await openTestJournal()
    const repository = createBackupRepository(target)
    expect(await repository.read(JSON.stringify(broken))).toEqual({ ok: false, problem: { code: 'invalid', where: 'collections.trades.5.entryPrice' } })
    // Even handed straight to restore, the check runs first: the accounts and tags before it are not written.
    expect(await problemOf(repository.restore(broken, { mode: 'empty' }))).toEqual({ code: 'invalid', where: 'collections.trades.5.entryPrice' })
    const extra = { ...backup, collections: { ...backup.collections, tags: backup.collections.tags.map((tag, index) => (index === 0 ? { ...tag, _deleted: true } : tag)) } }
    expect(await repository.read(JSON.stringify(extra))).toEqual({ ok: false, problem: { code: 'invalid', where: 'collections.tags.0._deleted' } })
    for (const name of BACKUP_COLLECTIONS) expect(await target.rxDatabase.collections[name].count().exec()).toBe(0)
  })

  it('refuses foreign, corrupt and newer files with a reason', async () => {
    const source = await openTestJournal()
    const backup = await createBackupRepository(source).export({ includeScreenshots: false })
    const repository = createBackupRepository(source)
    const problem = async (text: string) => {
      const result = await repository.read(text)
      return result.ok ? null : result.problem
    }
    expect(await problem('')).toEqual({ code: 'empty' })
    expect(await problem('{"format": "trading-journal-backup", "version": 1,')).toEqual({ code: 'notJson' })
    expect(await problem('Date(UTC),Pair,Side\n2025-01-01,BTCUSDT,BUY')).toEqual({ code: 'notJson' })
    expect(await problem(JSON.stringify({ trades: [] }))).toEqual({ code: 'foreign' })
    expect(await problem(JSON.stringify({ ...backup, version: 2 }))).toEqual({ code: 'newerVersion' })
    expect(await problem(JSON.stringify({ ...backup, schemaVersions: { ...backup.schemaVersions, trades: 1 } }))).toEqual({ code: 'newerVersion' })
    expect(await problem(`\uFEFF${JSON.stringify(backup)}`)).toBeNull()
  })

  it.each([
    ['the second chunk of trades', 'trades', 'bulkInsert'],
    ['the preference rows, after every record', 'preferences', 'bulkUpsert'],
  ] as const)('takes back what it wrote when %s hit a full disk, leaving the journal as it was', async (_what, name, method) => {
    const source = await openTestJournal()
    await fillJournal(source)
    const backup = await createBackupRepository(source).export({ includeScreenshots: true })

    const target = await openTestJournal()
    await target.preferences.set('profile', { fullName: 'Before restore' })
    const before = await dump(target)
    const collection = target.rxDatabase.collections[name] as unknown as Record<string, (docs: unknown[]) => Promise<unknown>>
    const original = collection[method]!.bind(collection)
    let calls = 0
    collection[method] = async (docs: unknown[]) => {
      calls += 1
      if (name === 'trades' && calls === 1) return original(docs)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const bigger = { ...backup, collections: { ...backup.collections, trades: [...backup.collections.trades, ...manyTrades(backup, 200)] } }
    const problem = await problemOf(createBackupRepository(target).restore(await readBack(target, bigger), { mode: 'empty' }))
    collection[method] = original
    expect(problem).toMatchObject({ code: 'writeFailed' })
    expect(await dump(target)).toEqual(before)
    expect(await attachmentBytes(target)).toEqual({})
  })
})

/** Copies of the backup's first trade under new ids, to make the trades span two write chunks. */
function manyTrades(backup: JournalBackup, count: number) {
  const first = backup.collections.trades[0]!
  return Array.from({ length: count }, () => ({ ...first, id: uuid() }))
}

/** Trades, tags and accounts of a journal, and whether every trade's references resolve in it. */
async function references(db: JournalDatabase) {
  const tags = new Set((await db.tags.list({ deleted: 'include' })).map((tag) => tag.id))
  const accounts = new Set((await db.accounts.list({ deleted: 'include' })).map((account) => account.id))
  const trades = await db.trades.list({ deleted: 'include' })
  const dangling = trades.flatMap((trade) => [
    ...(trade.accountId && !accounts.has(trade.accountId) ? [`${trade.id} account`] : []),
    ...(trade.setupId && !tags.has(trade.setupId) ? [`${trade.id} setup`] : []),
    ...trade.tagIds.filter((id) => !tags.has(id)).map((id) => `${trade.id} tag ${id}`),
  ])
  return { trades, dangling }
}

const IMPORTED_FILES = [
  'binance/usdm-trade-history.csv',
  'binance/usdm-transaction-history.csv',
  'binance/usdm-trade-history-bnb-fees.csv',
  'binance/spot-trade-history.csv',
  'bybit/derivatives-closed-pnl.csv',
  'okx/trading-history.csv',
  'kraken/trades.csv',
  'kucoin/futures-realized-pnl.csv',
]

describe('journal backup: the rules a restored record must keep', () => {
  it('always takes back a journal the app made: sample journal, typed trades, screenshots and imports from several exchanges', async () => {
    const source = await openTestJournal()
    await fillJournal(source)
    const imports = createImportRepository(source)
    for (const path of IMPORTED_FILES) expect(await importFile(source, imports, fixtureFile(path)), path).toMatchObject({ status: 'completed' })
    const imported = (await source.trades.list({ deleted: 'include' })).filter((trade) => trade.source === 'import')
    expect(imported.length).toBeGreaterThan(10)
    expect(imported.some((trade) => trade.overrides !== undefined)).toBe(true)
    const text = JSON.stringify(await createBackupRepository(source).export({ includeScreenshots: true }))
    const tradesBefore = await source.trades.list({ deleted: 'include' })

    // The same account, as it was; another account, under ids of its own: both accept every record.
    const same = await reopenEmpty(source)
    const read = await createBackupRepository(same).read(text)
    expect(read.ok ? null : read.problem).toBeNull()
    await createBackupRepository(same).restore(await readBack(same, text), { mode: 'empty' })
    expect(await same.trades.list({ deleted: 'include' })).toEqual(tradesBefore)

    const other = await openTestJournal()
    const result = await createBackupRepository(other).restore(await readBack(other, text), { mode: 'empty' })
    expect(result.added.trades).toBe(tradesBefore.length)
    expect(result.droppedReferences).toBe(0)
    const { trades, dangling } = await references(other)
    expect(trades).toHaveLength(tradesBefore.length)
    expect(dangling).toEqual([])
  }, 60_000)

  it.each<[string, (backup: JournalBackup) => JournalBackup, RestoreProblem]>([
    ['a side that is no side', (backup) => editTrade(backup, { side: 'sideways' }), { code: 'invalidRecord', collection: 'trades', index: 0, field: 'side', rule: 'INVALID_SIDE' }],
    [
      'a negative entry price',
      (backup) => editTrade(backup, { entryPrice: '-5' }),
      { code: 'invalidRecord', collection: 'trades', index: 0, field: 'entryPrice', rule: 'MUST_BE_POSITIVE' },
    ],
    ['leverage 0', (backup) => editTrade(backup, { leverage: 0 }), { code: 'invalidRecord', collection: 'trades', index: 0, field: 'leverage', rule: 'LEVERAGE_OUT_OF_RANGE' }],
    [
      'a close before the open',
      (backup) => editTrade(backup, { exitPrice: '1', closedAt: '2020-01-01T00:00:00.000Z' }),
      { code: 'invalidRecord', collection: 'trades', index: 0, field: 'closedAt', rule: 'EXIT_BEFORE_ENTRY' },
    ],
    [
      'a tag of no known kind',
      (backup) => ({ ...backup, collections: { ...backup.collections, tags: backup.collections.tags.map((tag, index) => (index === 0 ? { ...tag, kind: 'bogus' } : tag)) } }),
      { code: 'invalidRecord', collection: 'tags', index: 0, field: 'kind', rule: 'UNKNOWN_VALUE' },
    ],
    [
      'a screenshot typed as a web page',
      (backup) => ({ ...backup, attachments: backup.attachments.map((attachment) => ({ ...attachment, type: 'text/html' })) }),
      { code: 'notAnImage', tradeId: expect.any(String), id: expect.any(String) } as unknown as RestoreProblem,
    ],
  ])('refuses %s as a whole and writes nothing', async (_what, edit, expected) => {
    const source = await openTestJournal()
    await fillJournal(source)
    const edited = edit(await createBackupRepository(source).export({ includeScreenshots: true }))
    const target = await openTestJournal()
    const repository = createBackupRepository(target)
    const read = await repository.read(JSON.stringify(edited))
    expect(read.ok ? null : read.problem).toEqual(expected)
    expect(await problemOf(repository.restore(edited, { mode: 'empty' }))).toEqual(expected)
    for (const name of BACKUP_COLLECTIONS) expect(await target.rxDatabase.collections[name].count().exec()).toBe(0)
  })

  it("leaves a trade's tag, setup or account off when neither the file nor the journal has it, and says how many", async () => {
    const source = await openTestJournal()
    await fillJournal(source)
    const backup = await createBackupRepository(source).export({ includeScreenshots: false })
    const tagged = backup.collections.trades.findIndex((trade) => (trade.tagIds as string[]).length > 0 && trade.setupId !== undefined)
    const trade = backup.collections.trades[tagged]!
    const removed = new Set([trade.setupId as string, (trade.tagIds as string[])[0]!])
    // The removed setup and tag come off every trade that had them, and the made-up account off this one.
    const expected =
      1 +
      backup.collections.trades.reduce((sum, other) => sum + (removed.has(other.setupId as string) ? 1 : 0) + (other.tagIds as string[]).filter((id) => removed.has(id)).length, 0)
    const edited = {
      ...backup,
      collections: {
        ...backup.collections,
        tags: backup.collections.tags.filter((tag) => !removed.has(tag.id)),
        trades: backup.collections.trades.map((other) => (other === trade ? { ...other, accountId: uuid() } : other)),
      },
    }
    const target = await reopenEmpty(source)
    const result = await createBackupRepository(target).restore(await readBack(target, edited), { mode: 'empty' })
    expect(result.droppedReferences).toBe(expected)
    const restored = await target.trades.get(trade.id)
    expect(restored).toMatchObject({ notes: trade.notes })
    expect(restored?.accountId).toBeUndefined()
    expect(restored?.setupId).toBeUndefined()
    expect(restored?.tagIds).toEqual((trade.tagIds as string[]).slice(1))
    expect((await references(target)).dangling).toEqual([])
  })
})

describe('journal backup of another account', () => {
  it("gives every record an id of this account, with every reference following, and no other account's revisions or storage paths", async () => {
    const source = await openTestJournal()
    const { tradeId } = await fillJournal(source)
    const raw = source.rxDatabase.collections
    const setup = (await source.tags.list()).find((tag) => tag.kind === 'setup')!
    const account = (await source.accounts.list())[0]!
    await raw.plans.insert({
      id: uuid(),
      kind: 'tradingPlan',
      title: 'Plan',
      status: 'active',
      period: 'none',
      definition: { allowedSetupIds: [setup.id] },
      isDeleted: false,
      createdAt: AT,
      updatedAt: AT,
    })
    await source.preferences.set('tradingDefaults', { defaultAccountId: account.id })
    for (const doc of await raw.tags.find().exec()) await doc.incrementalPatch({ serverRevision: '3' })
    const backup = await createBackupRepository(source).export({ includeScreenshots: true })
    expect(backup.ownerId).toBe(source.userId)
    const fileIds = new Set(BACKUP_COLLECTIONS.filter((name) => name !== 'preferences').flatMap((name) => backup.collections[name].map((document) => document.id)))

    const target = await openTestJournal()
    const repository = createBackupRepository(target)
    const result = await repository.restore(await readBack(target, backup), { mode: 'empty' })
    expect(result.added.trades).toBe(backup.collections.trades.length)
    expect(result.attachments).toBe(2)
    const after = await dump(target)
    for (const name of BACKUP_COLLECTIONS) {
      expect(after[name]).toHaveLength(backup.collections[name].length)
      if (name === 'preferences') continue
      for (const row of after[name] as { id: string; serverRevision?: string }[]) {
        expect(fileIds.has(row.id), `${name} ${row.id}`).toBe(false)
        expect(row.serverRevision).toBeUndefined()
      }
    }
    expect((await references(target)).dangling).toEqual([])
    const setupHere = (await target.tags.list()).find((tag) => tag.name === setup.name && tag.kind === 'setup')!
    const accountHere = (await target.accounts.list()).find((other) => other.name === account.name)!
    expect((await target.plans.list({ kind: 'tradingPlan' }))[0]?.definition).toEqual({ allowedSetupIds: [setupHere.id] })
    expect((await target.preferences.get('tradingDefaults')).defaultAccountId).toBe(accountHere.id)
    const entry = (after.journal_entries as { tradeIds: string[] }[])[0]!
    const withShot = (await target.trades.list({ deleted: 'include' })).find((trade) => trade.screenshots.length > 0)!
    expect(entry.tradeIds).toEqual([withShot.id])
    expect(withShot.id).not.toBe(tradeId)
    expect(await (await target.screenshots.get(withShot.id, withShot.screenshots[0]!.id, 'original'))?.arrayBuffer()).toEqual(PNG_BYTES.buffer)

    // The same file again adds nothing: the records meet their adopted ids.
    expect(await repository.check(backup)).toMatchObject({ alreadyHere: fileIds.size })
    expect((await repository.restore(backup, { mode: 'merge' })).added.trades).toBe(0)
  })

  it("takes a file without an owner (made before backups named one) as another account's, but never copies what the journal holds under the original ids", async () => {
    const source = await openTestJournal()
    await fillJournal(source)
    const { ownerId: _owner, ...ownerless } = await createBackupRepository(source).export({ includeScreenshots: false })
    const repository = createBackupRepository(source)
    expect((await repository.restore(await readBack(source, ownerless), { mode: 'merge' })).added).toMatchObject({ trades: 0, tags: 0, accounts: 0 })

    const other = await openTestJournal()
    const result = await createBackupRepository(other).restore(await readBack(other, ownerless), { mode: 'empty' })
    expect(result.added.trades).toBe(ownerless.collections.trades.length)
    const ids = new Set(ownerless.collections.trades.map((trade) => trade.id))
    expect((await other.trades.list({ deleted: 'include' })).filter((trade) => ids.has(trade.id))).toEqual([])
  })

  it('leaves out a screenshot whose image is neither in the file nor readable by this account', async () => {
    const source = await openTestJournal()
    const { tradeId, screenshotId } = await fillJournal(source)
    const doc = await source.rxDatabase.collections.trades.findOne(tradeId).exec()
    await doc!.incrementalModify((data) => ({ ...data, screenshots: data.screenshots.map((shot) => ({ ...shot, remotePath: `${source.userId}/${tradeId}/${screenshotId}.png` })) }))
    const withBytes = await createBackupRepository(source).export({ includeScreenshots: true })
    const withoutBytes = await createBackupRepository(source).export({ includeScreenshots: false })

    const target = await openTestJournal()
    const kept = await createBackupRepository(target).restore(await readBack(target, withBytes), { mode: 'empty' })
    expect(kept.droppedScreenshots).toBe(0)
    const shots = (await target.trades.list({ deleted: 'include' })).flatMap((trade) => trade.screenshots)
    expect(shots).toHaveLength(1)
    expect(shots[0]?.remotePath).toBeUndefined()

    const bare = await openTestJournal()
    const dropped = await createBackupRepository(bare).restore(await readBack(bare, withoutBytes), { mode: 'empty' })
    expect(dropped.droppedScreenshots).toBe(1)
    expect((await bare.trades.list({ deleted: 'include' })).flatMap((trade) => trade.screenshots)).toEqual([])
  })
})

/** The backup with its first trade's fields changed. */
function editTrade(backup: JournalBackup, fields: Record<string, unknown>): JournalBackup {
  return {
    ...backup,
    collections: { ...backup.collections, trades: backup.collections.trades.map((trade, index) => (index === 0 ? ({ ...trade, ...fields } as typeof trade) : trade)) },
  }
}
