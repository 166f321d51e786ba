import type { JournalDatabase, Trade } from '../../db'

const PAGE = 200

/**
 * Trades whose last write is at or after `sinceMs`, newest write first, read page by page down the
 * `[isDeleted, updatedAt]` index and stopped at the first older one: the reminder and the weekly
 * summary look at days just past, and this reads those trades instead of the whole journal. Every
 * trade closed since `sinceMs` is among them (a trade is written when or after it closes).
 */
export async function tradesWrittenSince(db: JournalDatabase, sinceMs: number): Promise<Trade[]> {
  const since = new Date(sinceMs).toISOString()
  const found: Trade[] = []
  for (let skip = 0; ; skip += PAGE) {
    const page = await db.trades.list({ sort: 'updatedAt', direction: 'desc', limit: PAGE, skip })
    for (const trade of page) {
      if (trade.updatedAt < since) return found
      found.push(trade)
    }
    if (page.length < PAGE) return found
  }
}
