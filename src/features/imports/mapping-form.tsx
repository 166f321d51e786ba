import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { usePreference } from '../../db'
import {
  type ColumnMapping,
  DATE_FORMATS,
  type DateFormat,
  type FileLine,
  type MappingField,
  mappingFromPreset,
  presetFromMapping,
  requiredMappingFields,
  suggestMapping,
  validateMapping,
} from '../../domain/imports'
import { Button, Checkbox, notify, TextField, SelectField } from '../../ui'
import * as styles from './imports.css'

/** The generic path for a CSV no layout knows: map its columns to fill fields, optionally save as a preset. */

const SHOWN_FIELDS: readonly MappingField[] = ['time', 'symbol', 'side', 'price', 'quantity', 'fee', 'feeAsset', 'realizedPnl', 'tradeId']
const EXCHANGES = ['bingx', 'binance', 'bybit', 'okx', 'kucoin', 'gate', 'mexc', 'bitfinex', 'bitstamp', 'kraken', 'coinbase', 'other']
const EXCHANGE_LABELS: Record<string, string> = {
  bingx: 'BingX',
  binance: 'Binance',
  bybit: 'Bybit',
  okx: 'OKX',
  kucoin: 'KuCoin',
  gate: 'Gate.io',
  mexc: 'MEXC',
  bitfinex: 'Bitfinex',
  bitstamp: 'Bitstamp',
  kraken: 'Kraken',
  coinbase: 'Coinbase',
}

function useFieldLabels(): Record<MappingField, string> {
  const { t } = useLingui()
  return {
    time: t`Time`,
    symbol: t`Symbol`,
    side: t`Side`,
    price: t`Price`,
    quantity: t`Quantity`,
    fee: t`Fee`,
    feeAsset: t`Fee coin`,
    quoteQuantity: t`Amount (quote)`,
    realizedPnl: t`Realized P&L`,
    tradeId: t`Trade ID`,
    orderId: t`Order ID`,
    baseAsset: t`Base coin`,
    quoteAsset: t`Quote coin`,
    marketType: t`Market`,
    contractSize: t`Contract size`,
  }
}

/** The formats as a trader reads them; `auto` reads each date by its shape and the file's other dates. */
function useDateFormatLabels(): Record<DateFormat, string> {
  const { t } = useLingui()
  return {
    auto: t`Read from the file`,
    'YYYY-MM-DD HH:mm:ss': '2026-03-17 09:34:12',
    'DD/MM/YYYY HH:mm:ss': t`Day first (17/03/2026)`,
    'MM/DD/YYYY HH:mm:ss': t`Month first (03/17/2026)`,
    'DD.MM.YYYY HH:mm:ss': '17.03.2026 09:34:12',
    'DD-MM-YY HH:mm:ss': t`Day first, two-digit year (17-03-26)`,
    'YY-MM-DD HH:mm:ss': t`Two-digit year first (26-03-17)`,
    'HH:mm YYYY-MM-DD': '09:34 2026-03-17',
    'epoch-s': t`Seconds since 1970`,
    'epoch-ms': t`Milliseconds since 1970`,
  }
}

export interface MappingFormProps {
  readonly fileName: string
  readonly header: readonly string[]
  /** The file's first lines: any of them can be chosen as the header (title lines above it). */
  readonly lines: readonly FileLine[]
  readonly mapping?: ColumnMapping
  readonly onApply: (mapping: ColumnMapping, presetId?: string) => void
}

/** `Row 4: Timestamp, Transaction Type, Asset…`, short enough for a select. */
function lineLabel(line: FileLine, label: string): string {
  const cells = line.cells.filter((cell) => cell.trim() !== '').join(', ')
  const text = cells.length > 60 ? `${cells.slice(0, 59)}…` : cells
  return `${label}: ${text}`
}

export function MappingForm({ fileName, header: guessedHeader, lines, mapping, onApply }: MappingFormProps) {
  const { t } = useLingui()
  const labels = useFieldLabels()
  const dateFormatLabels = useDateFormatLabels()
  const presets = usePreference('importPresets')
  const [draft, setDraft] = useState<ColumnMapping>(() => mapping ?? { columns: suggestMapping(guessedHeader), exchange: 'other' })
  const header = lines.find((line) => line.line === draft.headerRow)?.cells ?? guessedHeader
  const chooseHeaderRow = (value: string) => {
    const line = lines.find((candidate) => String(candidate.line) === value)
    if (!line) return
    // Other columns: the fields are suggested again from the new header.
    setDraft((current) => ({ ...current, headerRow: line.line, columns: suggestMapping(line.cells) }))
    setErrors({})
  }
  const guessedLine = lines.find((line) => line.cells.join('\u0000') === guessedHeader.join('\u0000'))?.line
  const [presetName, setPresetName] = useState('')
  const [errors, setErrors] = useState<Partial<Record<MappingField, string>>>({})
  const required = new Set(requiredMappingFields(draft))
  const columnOptions = [{ value: '', label: t`Not in the file` }, ...header.map((column) => ({ value: column, label: column }))]

  const setColumn = (field: MappingField) => (column: string) => {
    setDraft((current) => ({ ...current, columns: { ...current.columns, [field]: column || undefined } }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const check = (): boolean => {
    const missing = validateMapping(draft)
    setErrors(Object.fromEntries(missing.map((issue) => [issue.field, t`Choose the column that holds this value`])))
    return missing.length === 0
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (check()) onApply(draft)
  }

  const save = async () => {
    if (!check()) return
    const name = presetName.trim() || fileName
    const preset = presetFromMapping(draft, { id: crypto.randomUUID(), name: name.slice(0, 100) })
    await presets.set({ presets: [...presets.value.presets, preset] })
    notify.success(t`Saved successfully`)
    onApply(draft, preset.id)
  }

  return (
    <form onSubmit={apply} className={styles.panel} aria-label={t`Column mapping for ${fileName}`}>
      {presets.value.presets.length > 0 ? (
        <SelectField
          label={t`Saved mapping`}
          name="preset"
          value=""
          options={[{ value: '', label: t`Choose a saved mapping` }, ...presets.value.presets.map((preset) => ({ value: preset.id, label: preset.name }))]}
          onValueChange={(id) => {
            const preset = presets.value.presets.find((candidate) => candidate.id === id)
            if (!preset) return
            const next = mappingFromPreset(preset)
            setDraft(next)
            onApply(next, preset.id)
          }}
        />
      ) : null}
      <div className={styles.mappingGrid}>
        {lines.length > 1 ? (
          <SelectField
            label={t`Header row`}
            name="headerRow"
            value={String(draft.headerRow ?? guessedLine ?? '')}
            options={lines.map((line) => ({ value: String(line.line), label: lineLabel(line, t`Row ${line.line}`) }))}
            onValueChange={chooseHeaderRow}
          />
        ) : null}
        <SelectField
          label={t`Exchange`}
          name="exchange"
          value={draft.exchange ?? 'other'}
          options={EXCHANGES.map((id) => ({ value: id, label: EXCHANGE_LABELS[id] ?? t`Other exchange` }))}
          onValueChange={(exchange) => setDraft((current) => ({ ...current, exchange }))}
        />
        {SHOWN_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={required.has(field) ? `${labels[field]} *` : labels[field]}
            name={field}
            value={draft.columns[field] ?? ''}
            options={columnOptions}
            onValueChange={setColumn(field)}
            error={errors[field]}
          />
        ))}
        <SelectField
          label={t`Date format`}
          name="dateFormat"
          value={draft.dateFormat ?? 'auto'}
          options={DATE_FORMATS.map((format) => ({ value: format, label: dateFormatLabels[format] }))}
          onValueChange={(format) => setDraft((current) => ({ ...current, dateFormat: format === 'auto' ? undefined : (format as DateFormat) }))}
        />
      </div>
      <Checkbox
        label={t`Fees are written negative`}
        checked={draft.feesNegative === true}
        onCheckedChange={(feesNegative) => setDraft((current) => ({ ...current, feesNegative: feesNegative || undefined }))}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          <Trans>Apply mapping</Trans>
        </Button>
        <TextField label={t`Preset name`} value={presetName} onChange={(event) => setPresetName(event.target.value)} maxLength={100} />
        <Button type="button" variant="ghost" onClick={() => void save()}>
          <Trans>Save as preset</Trans>
        </Button>
      </div>
    </form>
  )
}
