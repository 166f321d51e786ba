import { useLingui } from '@lingui/react/macro'
import type { Tag } from '../../domain'
import { AGGREGATE_FNS, type AggregateValues, METRIC_FIELDS, METRIC_OUTCOMES, METRIC_SIDES, type MetricFormErrors, type MetricFormField } from '../../domain/custom-metrics'
import { exchangeBrand } from '../../domain/partner-exchanges'
import { TextField, SelectField } from '../../ui'
import { useMetricFormMessage, useMetricWords } from './metric-messages'
import * as styles from './metrics.css'

export interface AggregateFieldsProps {
  readonly part: 'numerator' | 'denominator'
  readonly legend: string
  readonly values: AggregateValues
  readonly onChange: (values: AggregateValues) => void
  readonly errors: MetricFormErrors
  readonly tags: readonly Tag[]
  /** Exchange ids (lower case) and symbols found in the journal, offered as choices. */
  readonly exchanges: readonly string[]
  readonly symbols: readonly string[]
}

/** The pickers of one aggregate: what to calculate, over which trade figure, on which trades. */
export function AggregateFields({ part, legend, values, onChange, errors, tags, exchanges, symbols }: AggregateFieldsProps) {
  const { t } = useLingui()
  const words = useMetricWords()
  const message = useMetricFormMessage()
  const set = (key: keyof AggregateValues) => (value: string) => onChange({ ...values, [key]: value })
  const error = (key: 'fn' | 'field' | 'setupId' | 'tagId' | 'symbol') => {
    const field = `${part}.${key}` as MetricFormField
    const problem = errors[field]
    return problem ? message(problem, field) : undefined
  }
  const any = t`Any`
  const setups = tags.filter((tag) => tag.kind === 'setup')
  const otherTags = tags.filter((tag) => tag.kind !== 'setup')
  // A choice that no longer exists stays offered so the form shows what was stored (and says why it is refused).
  const keep = (id: string, list: readonly Tag[]) => (id && !list.some((tag) => tag.id === id) ? [{ value: id, label: t`Deleted tag` }] : [])
  const listId = `${part}-symbols`
  return (
    <fieldset className={styles.part}>
      <legend className={styles.partLegend}>{legend}</legend>
      <div className={styles.pair}>
        <SelectField
          label={t`Calculation`}
          name={`${part}.fn`}
          value={values.fn}
          onValueChange={set('fn')}
          options={AGGREGATE_FNS.map((fn) => ({ value: fn, label: words.fns[fn] }))}
          error={error('fn')}
        />
        {values.fn === 'count' ? null : (
          <SelectField
            label={t`Trade figure`}
            name={`${part}.field`}
            value={values.field}
            onValueChange={set('field')}
            options={[{ value: '', label: t`Choose…` }, ...METRIC_FIELDS.map((field) => ({ value: field, label: words.fields[field] }))]}
            error={error('field')}
          />
        )}
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t`Setup`}
          name={`${part}.setupId`}
          value={values.setupId}
          onValueChange={set('setupId')}
          options={[{ value: '', label: any }, ...setups.map((tag) => ({ value: tag.id, label: tag.name })), ...keep(values.setupId, setups)]}
          error={error('setupId')}
        />
        <SelectField
          label={t`Tag`}
          name={`${part}.tagId`}
          value={values.tagId}
          onValueChange={set('tagId')}
          options={[{ value: '', label: any }, ...otherTags.map((tag) => ({ value: tag.id, label: tag.name })), ...keep(values.tagId, otherTags)]}
          error={error('tagId')}
        />
        <SelectField
          label={t`Side`}
          name={`${part}.side`}
          value={values.side}
          onValueChange={set('side')}
          options={[{ value: '', label: any }, ...METRIC_SIDES.map((side) => ({ value: side, label: words.sides[side] }))]}
        />
        <SelectField
          label={t`Outcome`}
          name={`${part}.outcome`}
          value={values.outcome}
          onValueChange={set('outcome')}
          options={[{ value: '', label: any }, ...METRIC_OUTCOMES.map((outcome) => ({ value: outcome, label: words.outcomes[outcome] }))]}
        />
        <TextField
          label={t`Symbol`}
          name={`${part}.symbol`}
          value={values.symbol}
          placeholder={t`Any`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          list={listId}
          onChange={(event) => set('symbol')(event.target.value)}
          errorText={error('symbol')}
        />
        <datalist id={listId}>
          {symbols.map((symbol) => (
            <option key={symbol} value={symbol} />
          ))}
        </datalist>
        <SelectField
          label={t`Exchange`}
          name={`${part}.exchange`}
          value={values.exchange}
          onValueChange={set('exchange')}
          options={[
            { value: '', label: any },
            ...exchanges.map((id) => ({ value: id, label: exchangeBrand(id) })),
            ...(values.exchange && !exchanges.includes(values.exchange) ? [{ value: values.exchange, label: exchangeBrand(values.exchange) }] : []),
          ]}
        />
      </div>
    </fieldset>
  )
}
