import type { Id, Trade } from '../../domain'
import { withTagIds } from '../../domain/tags'
import type { JournalDatabase } from '../../db'

/**
 * Sets a trade's tags (emotions, mistakes, further setups): repeats dropped, the trade's setup not
 * repeated. Reads and writes the latest stored trade, so a concurrent edit of other fields is kept.
 */
export async function tagTrade(db: Pick<JournalDatabase, 'trades'>, tradeId: Id, tagIds: readonly Id[]): Promise<Trade> {
  return db.trades.update(tradeId, (current) => {
    const next = withTagIds(current, tagIds)
    return next ? { tagIds: [...next.tagIds] } : {}
  })
}
