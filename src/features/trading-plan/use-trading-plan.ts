import { useCallback, useMemo } from 'react'
import { type Plan, useJournalDatabase, usePlans } from '../../db'
import { readTradingPlan, type TradingPlanDefinition, tradingPlanJson } from '../../domain/plans'

/**
 * The trader's one trading plan (the first live `tradingPlan` record; created on the first save) and
 * a save that writes the whole definition.
 */
export function useTradingPlan() {
  const db = useJournalDatabase()
  const plans = usePlans('tradingPlan')
  const record: Plan | undefined = plans.data[0]
  const plan = useMemo(() => readTradingPlan(record?.definition), [record])
  const save = useCallback(
    async (next: TradingPlanDefinition, title: string) => {
      const definition = tradingPlanJson(next)
      if (record) await db.plans.patch(record.id, { definition })
      else await db.plans.insert({ kind: 'tradingPlan', title, status: 'active', period: 'none', definition })
    },
    [db, record],
  )
  return { plan, record, loading: plans.isLoading, save }
}
