import type { Id, JournalDatabase, SampleJournalRecord, Trade } from '../../db'
import type { SampleJournal } from '../../domain/sample-journal'

/**
 * Writing the sample journal into a trader's local database and taking it out again, through the
 * repositories only. The sample's trades carry `source: 'sample'`; its accounts and tags are listed
 * in the `onboarding` preference, which is written before the first row so that even a load cut short
 * (a closed tab) can be removed in one step.
 */

export interface LoadProgress {
  readonly written: number
  readonly total: number
}

export interface LoadOptions {
  /** Called after each chunk of trades. */
  readonly onProgress?: (progress: LoadProgress) => void
  /** Awaited between chunks, e.g. to let the browser paint the progress. */
  readonly pause?: () => Promise<void>
}

export interface RemovalSummary {
  readonly trades: number
  readonly tags: number
  readonly accounts: number
}

export class SampleJournalAlreadyLoadedError extends Error {
  constructor() {
    super('A sample journal is already loaded')
    this.name = 'SampleJournalAlreadyLoadedError'
  }
}

/** About twenty progress steps, but never chunks so small that the writes slow down. */
export function chunkSizeFor(total: number): number {
  return Math.max(100, Math.ceil(total / 20))
}

/**
 * Writes the sample: accounts, tags, then trades in chunks. On any failure it removes what it wrote
 * (all or nothing, as far as IndexedDB allows) and rethrows.
 */
export async function loadSampleJournal(db: JournalDatabase, journal: SampleJournal, options: LoadOptions = {}): Promise<void> {
  const { sampleJournal } = await db.preferences.get('onboarding')
  if (sampleJournal) throw new SampleJournalAlreadyLoadedError()
  const record: SampleJournalRecord = {
    seed: journal.seed,
    loadedAt: db.clock().toISOString(),
    status: 'loading',
    tradeCount: journal.trades.length,
    accountIds: journal.accounts.map((account) => account.id),
    tagIds: journal.tags.map((tag) => tag.id),
  }
  await db.preferences.set('onboarding', { sampleJournal: record })
  try {
    for (const account of journal.accounts) await db.accounts.insert(account)
    await db.tags.insertMany(journal.tags)
    const total = journal.trades.length
    const size = chunkSizeFor(total)
    for (let start = 0; start < total; start += size) {
      await db.trades.insertMany(journal.trades.slice(start, start + size))
      options.onProgress?.({ written: Math.min(start + size, total), total })
      await options.pause?.()
    }
    await db.preferences.set('onboarding', { firstRun: 'sample', sampleJournal: { ...record, status: 'loaded' } })
  } catch (error) {
    // Best effort: if even the clean-up fails, the record stays and the banner offers the removal.
    await removeSampleJournal(db).catch(() => undefined)
    throw error
  }
}

/** Ids a trade points at: its account, its setup and its other tags. */
function referencesOf(trades: readonly Trade[]): Set<Id> {
  const ids = new Set<Id>()
  for (const trade of trades) {
    if (trade.accountId) ids.add(trade.accountId)
    if (trade.setupId) ids.add(trade.setupId)
    for (const id of trade.tagIds) ids.add(id)
  }
  return ids
}

const REMOVE_CHUNK = 500

/**
 * Removes every sample trade (also those in the trash) and the sample's accounts and tags, except an
 * account or tag the trader has since used on a trade of their own: that one is theirs now. The
 * trader's own trades, tags and accounts are never touched.
 */
export async function removeSampleJournal(db: JournalDatabase): Promise<RemovalSummary> {
  const { sampleJournal } = await db.preferences.get('onboarding')
  const trades = await db.trades.list({ deleted: 'include' })
  const sampleTradeIds = trades.filter((trade) => trade.source === 'sample').map((trade) => trade.id)
  const used = referencesOf(trades.filter((trade) => trade.source !== 'sample'))
  for (let start = 0; start < sampleTradeIds.length; start += REMOVE_CHUNK) {
    await db.trades.removePermanently(sampleTradeIds.slice(start, start + REMOVE_CHUNK))
  }
  const tagIds = (sampleJournal?.tagIds ?? []).filter((id) => !used.has(id))
  const accountIds = (sampleJournal?.accountIds ?? []).filter((id) => !used.has(id))
  // Only ids that still exist: the trader may have deleted a sample tag for good already.
  const tags = await db.tags.getMany(tagIds)
  const accounts = await db.accounts.getMany(accountIds)
  await db.tags.removePermanently(tags.map((tag) => tag.id))
  await db.accounts.removePermanently(accounts.map((account) => account.id))
  const removedAccounts = new Set(accounts.map((account) => account.id))
  const defaults = await db.preferences.get('tradingDefaults')
  if (defaults.defaultAccountId && removedAccounts.has(defaults.defaultAccountId)) await db.preferences.set('tradingDefaults', { defaultAccountId: null })
  await db.preferences.set('onboarding', { sampleJournal: null })
  return { trades: sampleTradeIds.length, tags: tags.length, accounts: accounts.length }
}
