import * as v from 'valibot'
import { arrayOfValid, recordOfValid, withDefault } from './parse-helpers'

/** A saved column mapping for a CSV layout the importer does not know. */
export interface ImportMappingPreset {
  readonly id: string
  readonly name: string
  /** Field of a fill or ledger entry (e.g. `price`) to the CSV column header that holds it. */
  readonly columns: Readonly<Record<string, string>>
  readonly exchange?: string
  readonly delimiter?: string
  readonly decimalSeparator?: '.' | ','
  readonly dateFormat?: string
  readonly timeZone?: string
}

export interface ImportPresets {
  readonly presets: readonly ImportMappingPreset[]
}

export const IMPORT_PRESETS_DEFAULTS: ImportPresets = { presets: [] }

const preset = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  columns: recordOfValid(v.string()),
  exchange: v.optional(v.string()),
  delimiter: v.optional(v.pipe(v.string(), v.maxLength(4))),
  decimalSeparator: v.optional(v.picklist(['.', ','])),
  dateFormat: v.optional(v.string()),
  timeZone: v.optional(v.string()),
})

export const importPresetsSchema = v.looseObject({
  presets: withDefault(arrayOfValid(preset), []),
})
