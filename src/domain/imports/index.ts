// Exchange CSV import: decoding, layouts, dedupe keys, fills to trades. Pure; see README.md.
export * from './errors'
export * from './records'
export { sniffBytes, type BinaryFormat, type SniffResult, type TextEncodingName } from './decode/sniff'
export { decodeBytes, ImportTextDecoder } from './decode/text-decoder'
export { spreadsheetToCsv, type SpreadsheetCell } from './decode/spreadsheet'
export { CsvTokenizer, parseCsv, type CsvRecord } from './csv/csv-tokenizer'
export { guessTable, MAX_COLUMNS, type Delimiter, type GuessedTable } from './csv/header'
export { parseNumber, type NumberFormatState, type NumberResult, type ParsedNumber } from './values/number'
export { DATE_FORMATS, parseDateTime, type DateFormat, type DateResult } from './values/date'
export { parseZone, UTC_ZONE, zoneInText, zoneLabel, type SourceZone } from './values/zone'
export { sha256Hex } from './dedupe/sha256'
export { DedupeKeyAssigner, MAX_KEY_LENGTH } from './dedupe/dedupe-key'
export { type ExchangeLayout, type LayoutId } from './layouts/types'
export { type LayoutMatch } from './layouts/registry'

export {
  mappingFromPreset,
  presetFromMapping,
  requiredMappingFields,
  suggestMapping,
  validateMapping,
  type ColumnMapping,
  type MappingField,
  type MappingPreset,
} from './layouts/mapping'
export {
  createImportSession,
  ImportSession,
  type DetectedFile,
  type ImportBatchOutput,
  type ImportFileSummary,
  type ImportOptions,
  type RowPreview,
} from './session/import-session'
export { type ZoneSource } from './session/zone-resolution'
export { parseImport, previewFiles, previewImport, type FileRefusal, type ParsedImport, type ParseResult, type PreviewResult } from './session/preview'
export * from './aggregate/types'
export { deriveTrades } from './aggregate/derive-trades'

export { positionToDerivedTrade } from './aggregate/positions'
export { toTrade } from './aggregate/to-trade'
export { isPositionTrade, planTrades, POSITION_SOURCE_PREFIX, type TradePlan, type TradePlanInput } from './aggregate/plan-trades'
