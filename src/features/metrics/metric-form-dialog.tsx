import { useLingui } from '@lingui/react/macro'
import { useMemo, useRef, useState } from 'react'
import type { CustomItem, Tag } from '../../domain'
import {
  blankMetricForm,
  definitionToJson,
  evaluateMetric,
  METRIC_FORM_FIELDS,
  metricFormValues,
  type MetricFormContext,
  type MetricFormErrors,
  type MetricFormValues,
  RATIO_DISPLAYS,
  readMetricDefinition,
  readMetricForm,
} from '../../domain/custom-metrics'
import type { TradeFact } from '../../domain/insights'
import { useJournalDatabase } from '../../db'
import { focusField, FormDialog, Switch, TextField, useRecordSave, SelectField } from '../../ui'
import type { Formatters } from '../charts'
import { AggregateFields } from './aggregate-fields'
import { MetricValues } from './metric-value'
import { useDescribeMetric, useMetricFormMessage, useMetricWords } from './metric-messages'
import * as styles from './metrics.css'

export interface MetricFormDialogProps {
  /** The metric to edit; absent for a new one. */
  readonly item?: CustomItem
  /** Every live metric (unique names, the next position). */
  readonly items: readonly CustomItem[]
  readonly tags: readonly Tag[]
  readonly facts: readonly TradeFact[]
  readonly fmt: Formatters
  readonly blur: boolean
  readonly onClose: () => void
}

/**
 * Defines a metric with pickers (never typed code), previewing its value on the journal as it
 * changes. A refused form keeps what was chosen and says why beside each field.
 */
export function MetricFormDialog({ item, items, tags, facts, fmt, blur, onClose }: MetricFormDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const formRef = useRef<HTMLFormElement>(null)
  const words = useMetricWords()
  const message = useMetricFormMessage()
  const describe = useDescribeMetric(tags)
  const [values, setValues] = useState<MetricFormValues>(() => (item ? metricFormValues(item) : blankMetricForm()))
  const [errors, setErrors] = useState<MetricFormErrors>({})
  const { saving, save } = useRecordSave(onClose)

  const context: MetricFormContext = useMemo(
    () => ({
      setupIds: new Set(tags.filter((tag) => tag.kind === 'setup').map((tag) => tag.id)),
      tagIds: new Set(tags.filter((tag) => tag.kind !== 'setup').map((tag) => tag.id)),
      otherNames: items.filter((other) => other.id !== item?.id).map((other) => other.name),
    }),
    [tags, items, item],
  )
  const exchanges = useMemo(() => [...new Set(facts.map((fact) => fact.exchange).filter((id): id is string => id !== null))].sort(), [facts])
  const symbols = useMemo(() => [...new Set(facts.map((fact) => fact.symbol))].sort(), [facts])
  // The live preview: the definition as the pickers stand, on the trades in view.
  const draft = useMemo(() => readMetricDefinition(values, context), [values, context])
  const preview = useMemo(() => (draft.ok ? evaluateMetric(facts, draft.definition) : null), [draft, facts])

  const change = (next: Partial<MetricFormValues>, cleared: readonly string[]) => {
    setValues((previous) => ({ ...previous, ...next }))
    setErrors((previous) => {
      const kept = { ...previous }
      for (const key of Object.keys(kept)) if (cleared.some((prefix) => key.startsWith(prefix))) delete kept[key as keyof MetricFormErrors]
      return kept
    })
  }

  function submit() {
    const result = readMetricForm(values, context)
    if (!result.ok) {
      setErrors(result.errors)
      focusField(
        formRef.current,
        METRIC_FORM_FIELDS.find((field) => result.errors[field]),
      )
      return
    }
    const definition = definitionToJson(result.definition)
    void save(async () => {
      if (!item) {
        const order = items.reduce((max, other) => Math.max(max, other.order), -1) + 1
        await db.customItems.insert({ kind: 'metric', name: result.name, order, definition })
        return 'created'
      }
      await db.customItems.patch(item.id, { name: result.name, definition })
      return 'updated'
    })
  }

  const nameError = errors.name ? message(errors.name, 'name') : undefined
  return (
    <FormDialog
      size="lg"
      title={item ? t`Edit metric` : t`New metric`}
      description={t`Pick what to calculate and on which trades; divide by a second calculation for a ratio.`}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      formRef={formRef}
      formClassName={styles.form}
    >
      <TextField label={t`Name`} name="name" value={values.name} autoComplete="off" onChange={(event) => change({ name: event.target.value }, ['name'])} errorText={nameError} />
      <AggregateFields
        part="numerator"
        legend={values.ratio ? t`Top of the ratio` : t`Calculation`}
        values={values.numerator}
        onChange={(numerator) => change({ numerator }, ['numerator'])}
        errors={errors}
        tags={tags}
        exchanges={exchanges}
        symbols={symbols}
      />
      <Switch label={t`Divide by a second calculation (a ratio)`} checked={values.ratio} onCheckedChange={(ratio) => change({ ratio }, ['denominator'])} />
      {values.ratio ? (
        <>
          <AggregateFields
            part="denominator"
            legend={t`Bottom of the ratio`}
            values={values.denominator}
            onChange={(denominator) => change({ denominator }, ['denominator'])}
            errors={errors}
            tags={tags}
            exchanges={exchanges}
            symbols={symbols}
          />
          <SelectField
            label={t`Show the ratio as`}
            name="display"
            value={values.display}
            onValueChange={(display) => change({ display }, ['display'])}
            options={RATIO_DISPLAYS.map((display) => ({ value: display, label: words.displays[display] }))}
          />
        </>
      ) : null}
      <section className={styles.preview} aria-label={t`Preview`} aria-live="polite">
        <h3 className={styles.previewTitle}>{t`Preview on your journal`}</h3>
        {draft.ok && preview ? (
          <>
            <p className={styles.formula}>{describe(draft.definition)}</p>
            <MetricValues results={preview} fmt={fmt} blur={blur} />
          </>
        ) : (
          <p className={styles.formula}>{t`Complete the choices above to see the value.`}</p>
        )}
      </section>
    </FormDialog>
  )
}
