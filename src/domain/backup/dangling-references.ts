import type { JournalBackup } from './backup-format'

/** Ids of the tags (setups among them) and accounts the journal holds now, trash included. */
export interface ReferencedIds {
  readonly tags: ReadonlySet<string>
  readonly accounts: ReadonlySet<string>
}

export interface ReferenceCleanup {
  readonly backup: JournalBackup
  /** Tag, setup and account ids taken off trades because neither the file nor the journal has them. */
  readonly dropped: number
}

/**
 * A trade of the file that points at a tag, setup or account found neither in the file nor in the
 * journal keeps its place in the restore, without that reference: a journal can lawfully hold one
 * (a sample tag removed on one device while another device used it offline), so refusing the file
 * would lock the trader out of a backup the app made, and the trade itself is fine. The restore
 * says how many were left out.
 */
export function dropDanglingReferences(backup: JournalBackup, journal: ReferencedIds): ReferenceCleanup {
  const tags = new Set([...journal.tags, ...backup.collections.tags.map((tag) => tag.id)])
  const accounts = new Set([...journal.accounts, ...backup.collections.accounts.map((account) => account.id)])
  let dropped = 0
  const trades = backup.collections.trades.map((trade) => {
    const { accountId, setupId, tagIds, ...rest } = trade
    const keptTags = Array.isArray(tagIds) ? tagIds.filter((id) => typeof id === 'string' && tags.has(id)) : tagIds
    const keepAccount = typeof accountId !== 'string' || accounts.has(accountId)
    const keepSetup = typeof setupId !== 'string' || tags.has(setupId)
    const lost = (keepAccount ? 0 : 1) + (keepSetup ? 0 : 1) + (Array.isArray(tagIds) && Array.isArray(keptTags) ? tagIds.length - keptTags.length : 0)
    if (lost === 0) return trade
    dropped += lost
    return {
      ...rest,
      ...(keepAccount && accountId !== undefined ? { accountId } : {}),
      ...(keepSetup && setupId !== undefined ? { setupId } : {}),
      ...(tagIds !== undefined ? { tagIds: keptTags } : {}),
    } as typeof trade
  })
  return dropped === 0 ? { backup, dropped } : { backup: { ...backup, collections: { ...backup.collections, trades } }, dropped }
}
