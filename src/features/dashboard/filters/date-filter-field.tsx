import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Field, SelectField, TextInput } from '../../../ui'
import { DATE_FILTER_PRESETS, type DateFilter, type DateFilterPreset } from './date-filter'
import * as styles from './filters.css'

/** The words for each date preset (docs/product.md's list, plus "All time"). */
export function useDatePresetLabels(): Record<DateFilterPreset, string> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      all: t`All time`,
      today: t`Today`,
      yesterday: t`Yesterday`,
      thisWeek: t`This week`,
      lastWeek: t`Last week`,
      thisMonth: t`This month`,
      lastMonth: t`Last month`,
      thisYear: t`This year`,
      custom: t`Custom range`,
    }),
    [t],
  )
}

export interface DateFilterFieldProps {
  readonly filter: DateFilter
  readonly onChange: (filter: DateFilter) => void
}

/** The date preset select and, for a custom range, its two days. */
export function DateFilterField({ filter, onChange }: DateFilterFieldProps) {
  const { t } = useLingui()
  const labels = useDatePresetLabels()
  const backwards = filter.preset === 'custom' && filter.from !== undefined && filter.to !== undefined && filter.from > filter.to
  return (
    <>
      <SelectField
        label={t`Date range`}
        name="range"
        className={styles.field}
        value={filter.preset}
        onValueChange={(value) => onChange({ preset: value as DateFilterPreset, ...(value === 'custom' ? { from: filter.from, to: filter.to } : {}) })}
        options={DATE_FILTER_PRESETS.map((preset) => ({ value: preset, label: labels[preset] }))}
      />
      {filter.preset === 'custom' ? (
        <div className={styles.customRange}>
          <Field label={t`From`} className={styles.field}>
            <TextInput type="date" name="from" value={filter.from ?? ''} onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })} />
          </Field>
          <Field
            label={t`To`}
            className={styles.field}
            // The range is still applied (read the way it was meant), and the trader is told why.
            helperText={backwards ? t`“From” is after “To”: the two days were swapped.` : undefined}
          >
            <TextInput type="date" name="to" value={filter.to ?? ''} onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })} />
          </Field>
        </div>
      ) : null}
    </>
  )
}
