/** The `doc` of a server trade row that passes the trades check (restore on read), with `fields` over it. */
export function tradeDoc(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const at = new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString()
  return {
    createdAt: at,
    updatedAt: at,
    isDeleted: false,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '64000',
    quantity: '0.5',
    openedAt: at,
    tagIds: [],
    notes: '',
    screenshots: [],
    source: 'manual',
    ...fields,
  }
}

/** An unreadable-row log that keeps what it is told, for handler tests without a database. */
export function memoryUnreadableLog() {
  const recorded = new Map<string, string>()
  return {
    recorded,
    record: async (entry: { readonly documentId: string; readonly reason: string }) => {
      recorded.set(entry.documentId, entry.reason)
    },
    clear: async (_collection: string, ids: readonly string[]) => {
      for (const id of ids) recorded.delete(id)
    },
  }
}
