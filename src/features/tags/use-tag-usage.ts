import { useMemo } from 'react'
import type { Id } from '../../domain'
import { countTagUsage } from '../../domain/tags'
import { useTrades } from '../../db'

/** Live number of trades per tag id (as setup or tag). */
export function useTagUsage(): { readonly usage: Map<Id, number>; readonly isLoading: boolean } {
  // Every live trade: an array field has no index to count by. Settings can afford it; lists do not
  // call this.
  const { data: trades, isLoading } = useTrades()
  const usage = useMemo(() => countTagUsage(trades), [trades])
  return { usage, isLoading }
}
