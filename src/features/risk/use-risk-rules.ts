import { useCallback, useMemo } from 'react'
import { type JsonObject, type Plan, useJournalDatabase, usePlans } from '../../db'
import { readRiskRules } from '../../domain/plans'

/** The trader's risk limits: the first live `riskRule` record (created on the first save). */
export function useRiskRules() {
  const db = useJournalDatabase()
  const plans = usePlans('riskRule')
  const record: Plan | undefined = plans.data[0]
  const rules = useMemo(() => readRiskRules(record?.definition), [record])
  const save = useCallback(
    async (definition: JsonObject, title: string) => {
      if (record) await db.plans.patch(record.id, { definition })
      else await db.plans.insert({ kind: 'riskRule', title, status: 'active', period: 'day', definition })
    },
    [db, record],
  )
  return { rules, record, loading: plans.isLoading, save }
}
