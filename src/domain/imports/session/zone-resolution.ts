import type { CsvRecord } from '../csv/csv-tokenizer'
import { ImportFileError } from '../errors'
import type { ExchangeLayout, ResolvedColumns } from '../layouts/types'
import { parseZone, type SourceZone, UTC_ZONE, zoneInText } from '../values/zone'

/**
 * Where the zone of a file's wall-clock times comes from, most trusted first: the time column's header
 * (`Date(UTC)`), the preamble (`Time Zone:UTC+8`), the trader's choice, what the exchange documents for
 * the export, and finally UTC with a TIME_ZONE_ASSUMED notice. A zone written in a cell (`Z`, `+08:00`)
 * still wins for that cell.
 */
export type ZoneSource = 'header' | 'metadata' | 'chosen' | 'exchange' | 'assumed'

export interface ResolvedZone {
  readonly zone: SourceZone
  readonly source: ZoneSource
}

const ZONE_LABEL = /time ?zone|timezone|utc|gmt/i

export function resolveZone(layout: ExchangeLayout, columns: ResolvedColumns, preamble: readonly CsvRecord[], chosen: string | undefined): ResolvedZone {
  const header = columns.get(layout.timeField)?.header
  const fromHeader = header ? zoneInText(header) : undefined
  if (fromHeader) return { zone: fromHeader, source: 'header' }
  for (const record of preamble) {
    for (const cell of record.cells) {
      if (!ZONE_LABEL.test(cell)) continue
      const zone = zoneInText(cell)
      if (zone) return { zone, source: 'metadata' }
    }
  }
  if (chosen !== undefined && chosen.trim() !== '') {
    const zone = parseZone(chosen)
    if (!zone) throw new ImportFileError('INVALID_TIME_ZONE', { detail: chosen })
    return { zone, source: 'chosen' }
  }
  if (layout.defaultZone) return { zone: layout.defaultZone, source: 'exchange' }
  return { zone: UTC_ZONE, source: 'assumed' }
}
