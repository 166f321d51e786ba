import type { Id, Trade } from '../../domain'
import type { TradeListOptions } from '../repositories/trade-repository'
import { useJournalDatabase } from './journal-database-context'
import type { LiveResult } from './live-store'
import { useLiveValue } from './use-live-value'

const NO_TRADES: readonly Trade[] = []

/** Trades matching the options, kept up to date. */
export function useTrades(options: TradeListOptions = {}): LiveResult<readonly Trade[]> {
  const db = useJournalDatabase()
  return useLiveValue<readonly Trade[]>(`${db.name}:trades:${JSON.stringify(options)}`, (onValue, onError) => db.trades.watch(options, onValue, onError), NO_TRADES)
}

/** Number of live (not trashed) trades. */
export function useTradeCount(): LiveResult<number> {
  const db = useJournalDatabase()
  return useLiveValue(`${db.name}:trade-count`, (onValue, onError) => db.trades.watchCount(onValue, onError), 0)
}

/** One trade (null while loading or when it does not exist). */
export function useTrade(id: Id): LiveResult<Trade | null> {
  const db = useJournalDatabase()
  return useLiveValue<Trade | null>(`${db.name}:trade:${id}`, (onValue, onError) => db.trades.watchOne(id, onValue, onError), null)
}
