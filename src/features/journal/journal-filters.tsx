import { useLingui } from '@lingui/react/macro'
import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import type { Account, Tag } from '../../domain'
import { DATE_PRESETS, type DatePreset, type JournalFilter, OUTCOME_FILTERS, type OutcomeFilter } from '../../domain/journal'
import { exchangeBrand, TRADE_SIDES, type TradeSide } from '../../domain'
import { Checkbox, Field, TextInput, SelectField, type SelectFieldOption } from '../../ui'
import type { JournalLabels } from './journal-messages'
import * as styles from './journal.css'

export interface FilterChoices {
  readonly symbols: readonly string[]
  readonly exchanges: readonly string[]
  readonly tags: readonly Tag[]
  readonly accounts: readonly Account[]
}

interface JournalFiltersProps {
  readonly filter: JournalFilter
  readonly onChange: (filter: JournalFilter) => void
  readonly choices: FilterChoices
  readonly labels: JournalLabels
  readonly idPrefix: string
}

/** Sets or clears one optional field of the filter. */
function set<K extends keyof JournalFilter>(filter: JournalFilter, key: K, value: JournalFilter[K] | ''): JournalFilter {
  const next: Record<string, unknown> = { ...filter }
  if (value === '' || value === undefined) delete next[key]
  else next[key] = value
  return next as unknown as JournalFilter
}

/**
 * Every filter of the journal; each change applies at once. Symbols and exchanges offered are the
 * ones the journal holds; tags match any of those ticked.
 */
export const JournalFilters = memo(function JournalFilters({ filter, onChange, choices, labels, idPrefix }: JournalFiltersProps) {
  const { t } = useLingui()
  const any: SelectFieldOption = { value: '', label: t`Any` }
  const { tags, accounts } = choices
  const setups = tags.filter((tag) => tag.kind === 'setup')
  const chosenTags = new Set(filter.tagIds)
  const kindLabel = { setup: t`Setup`, emotion: t`Emotion`, mistake: t`Mistake` }
  const datePreset = filter.datePreset
  // The latest filter for the tag boxes' one toggle: a stable callback lets an unchanged box skip
  // rendering (each is an Ark checkbox machine) when another filter changes.
  const latest = useRef({ filter, onChange })
  useLayoutEffect(() => {
    latest.current = { filter, onChange }
  })
  const toggleTag = useCallback((tagId: string, checked: boolean) => {
    const { filter: current, onChange: change } = latest.current
    const others = current.tagIds.filter((id) => id !== tagId)
    change({ ...current, tagIds: checked ? [...others, tagId] : others })
  }, [])

  function changeDate(value: string) {
    const { datePreset: _preset, from: _from, to: _to, ...rest } = filter
    onChange(value === '' ? rest : { ...rest, datePreset: value as DatePreset, ...(value === 'custom' ? { from: filter.from, to: filter.to } : {}) })
  }

  return (
    <>
      <SelectField
        label={t`Date`}
        name="date"
        value={datePreset ?? ''}
        onValueChange={changeDate}
        options={[{ value: '', label: t`Any time` }, ...DATE_PRESETS.map((preset) => ({ value: preset, label: labels.datePreset[preset] }))]}
      />
      {datePreset === 'custom' ? (
        <>
          <Field label={t`From`}>
            <TextInput type="date" name="from" value={filter.from ?? ''} max={filter.to} onChange={(event) => onChange(set(filter, 'from', event.target.value))} />
          </Field>
          <Field label={t`To`}>
            <TextInput type="date" name="to" value={filter.to ?? ''} min={filter.from} onChange={(event) => onChange(set(filter, 'to', event.target.value))} />
          </Field>
        </>
      ) : null}
      <SelectField
        label={t`Symbol`}
        name="symbol"
        value={filter.symbol ?? ''}
        onValueChange={(value) => onChange(set(filter, 'symbol', value))}
        options={[any, ...withSelected(choices.symbols, filter.symbol).map((symbol) => ({ value: symbol, label: symbol }))]}
      />
      <SelectField
        label={t`Side`}
        name="side"
        value={filter.side ?? ''}
        onValueChange={(value) => onChange(set(filter, 'side', value as TradeSide | ''))}
        options={[any, ...TRADE_SIDES.map((side) => ({ value: side, label: labels.side[side] }))]}
      />
      <SelectField
        label={t`Outcome`}
        name="outcome"
        value={filter.outcome ?? ''}
        onValueChange={(value) => onChange(set(filter, 'outcome', value as OutcomeFilter | ''))}
        options={[any, ...OUTCOME_FILTERS.map((outcome) => ({ value: outcome, label: labels.outcome[outcome] }))]}
      />
      <SelectField
        label={t`Setup`}
        name="setupId"
        value={filter.setupId ?? ''}
        onValueChange={(value) => onChange(set(filter, 'setupId', value))}
        options={[any, ...setups.map((tag) => ({ value: tag.id, label: tag.name }))]}
      />
      <SelectField
        label={t`Exchange`}
        name="exchange"
        value={filter.exchange ?? ''}
        onValueChange={(value) => onChange(set(filter, 'exchange', value))}
        options={[any, ...withSelected(choices.exchanges, filter.exchange).map((exchange) => ({ value: exchange, label: exchangeBrand(exchange) }))]}
      />
      <SelectField
        label={t`Account`}
        name="accountId"
        value={filter.accountId ?? ''}
        onValueChange={(value) => onChange(set(filter, 'accountId', value))}
        options={[{ value: '', label: t`All accounts` }, ...accounts.map((account) => ({ value: account.id, label: account.name }))]}
      />
      {tags.length > 0 ? (
        <fieldset className={styles.tagGroup}>
          <legend className={styles.tagLegend}>{t`Tags (any of)`}</legend>
          <div className={styles.tagList} id={`${idPrefix}-tags`}>
            {tags.map((tag) => (
              <TagChoice key={tag.id} tagId={tag.id} label={`${tag.name} · ${kindLabel[tag.kind]}`} checked={chosenTags.has(tag.id)} onToggle={toggleTag} />
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  )
})

interface TagChoiceProps {
  readonly tagId: string
  readonly label: string
  readonly checked: boolean
  readonly onToggle: (tagId: string, checked: boolean) => void
}

const TagChoice = memo(function TagChoice({ tagId, label, checked, onToggle }: TagChoiceProps) {
  return <Checkbox label={label} checked={checked} onCheckedChange={(next) => onToggle(tagId, next)} />
})

/** The offered values, plus the selected one if the journal no longer holds it (an old link). */
function withSelected(values: readonly string[], selected: string | undefined): readonly string[] {
  return selected && !values.includes(selected) ? [selected, ...values] : values
}
