import { add, type Decimal, toNumber, ZERO } from '../decimal'
import { MONEY_SCALE } from '../trades/trade-math'
import { buildOverall, buildReport, type ReportContext } from './build-report'
import type { MetricColumns } from './columns'
import { type PassPlan, runPass } from './compute-pass'
import { planGroups } from './groups'
import { DEFAULT_R_BUCKET_EDGES, type MetricsOptions } from './options'
import type { RowStore } from './row-store'
import { equityTradesOf } from './trade-ids'
import { FEE_LIMBS, FUNDING_LIMBS, GROSS_LIMBS, NET_LIMBS, type RowDictionaries } from './trade-row'
import type { Metrics, MetricsNote } from './types'
import type { ZoneCalendar } from './zone-calendar'

function validEdges(edges: readonly number[] | undefined): readonly number[] {
  if (!edges) return DEFAULT_R_BUCKET_EDGES
  const finite = edges.filter((edge) => Number.isFinite(edge))
  return [...new Set(finite)].sort((a, b) => a - b)
}

const UNITS: Record<'net' | 'gross' | 'fee' | 'fundingPaid' | 'fundingReceived', (store: RowStore, slot: number) => bigint> = {
  net: (store, slot) => store.unitsAt(slot, NET_LIMBS, 'net'),
  gross: (store, slot) => store.unitsAt(slot, GROSS_LIMBS, 'gross'),
  fee: (store, slot) => store.unitsAt(slot, FEE_LIMBS, 'fee'),
  fundingPaid: (store, slot) => {
    const units = store.unitsAt(slot, FUNDING_LIMBS, 'funding')
    return units < 0n ? -units : 0n
  },
  fundingReceived: (store, slot) => {
    const units = store.unitsAt(slot, FUNDING_LIMBS, 'funding')
    return units > 0n ? units : 0n
  },
}

/** The metric pass and the reports over ready columns. */
export function computeFromColumns(
  columns: MetricColumns,
  store: RowStore,
  dictionaries: RowDictionaries,
  options: MetricsOptions,
  zone: ZoneCalendar,
  excluded: { readonly deleted: number; readonly unreadable: number },
): Metrics {
  const view = options.view ?? 'net'
  const groupPlan = planGroups(columns, dictionaries.currency, options)
  const plan: PassPlan = {
    view,
    groupCount: groupPlan.groups.length,
    groupOf: groupPlan.groupOf,
    rateOf: groupPlan.rateOf,
    capital: Float64Array.from(groupPlan.groups, (group) => toNumber(group.capital)),
    currencyCount: dictionaries.currency.size,
    sizes: {
      symbol: dictionaries.symbol.size,
      setup: dictionaries.setup.size,
      tag: dictionaries.tag.size,
      exchange: dictionaries.exchange.size,
      account: dictionaries.account.size,
    },
    rEdges: validEdges(options.rBucketEdges),
    now: options.now,
  }
  const pass = runPass(columns, plan)
  const context: ReportContext = {
    columns,
    plan,
    pass,
    dictionaries,
    idAt: (row) => store.ids[columns.slots[row] as number] as string,
    equityTradesAt: (rows) => equityTradesOf(columns, store, rows),
    exactFallback: (currencyIndex, kind): Decimal => {
      const pick = UNITS[kind]
      const counted = view === 'net' ? columns.net : columns.gross
      let total = 0n
      for (let k = 0; k < columns.closedCount; k++) {
        if (columns.currency[k] !== currencyIndex || Number.isNaN(counted[k] as number)) continue
        total += pick(store, columns.slots[k] as number)
      }
      return add(ZERO, { coefficient: total, scale: MONEY_SCALE })
    },
  }
  const reports = groupPlan.groups.map((group, g) => buildReport(context, group, g))
  const notes: MetricsNote[] = []
  if (!zone.requestedZoneValid) notes.push('invalidTimeZone')
  if (reports.length > 1) notes.push('severalCurrencies')
  const primary = reports[0] as Metrics['primary']
  return {
    view,
    timeZone: zone.timeZone,
    primaryCurrency: primary.currency,
    primary,
    reports,
    overall: buildOverall(pass, plan),
    excluded,
    notes,
  }
}
