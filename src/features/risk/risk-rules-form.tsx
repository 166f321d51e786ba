import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { JsonObject } from '../../db'
import { type NumberRules, readNumber, type RiskRules } from '../../domain/plans'
import { Button, Card, notify, TextField, SelectField } from '../../ui'
import { numberMessage, coinOptions } from '../goals'
import * as styles from './risk.css'

type Field = 'capital' | 'maxRiskPercent' | 'maxDailyLoss' | 'maxOpenPositions' | 'maxLeverage'
const FIELDS: readonly Field[] = ['capital', 'maxRiskPercent', 'maxDailyLoss', 'maxOpenPositions', 'maxLeverage']
const RULES: Record<Field, NumberRules> = {
  capital: {},
  maxRiskPercent: { max: '100' },
  maxDailyLoss: {},
  maxOpenPositions: { whole: true },
  maxLeverage: { max: '1000' },
}

export interface RiskRulesFormProps {
  readonly rules: RiskRules
  readonly coins: readonly string[]
  readonly save: (definition: JsonObject) => Promise<void>
}

/** The limits the journal is checked against; an empty field is a rule not checked. */
export function RiskRulesForm({ rules, coins, save }: RiskRulesFormProps) {
  const { t } = useLingui()
  const text = (value: number | null) => (value === null ? '' : String(value))
  const [currency, setCurrency] = useState(rules.currency)
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    capital: text(rules.capital),
    maxRiskPercent: text(rules.maxRiskPercent),
    maxDailyLoss: text(rules.maxDailyLoss),
    maxOpenPositions: text(rules.maxOpenPositions),
    maxLeverage: text(rules.maxLeverage),
  }))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)
  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    const definition: Record<string, string | null> = { currency }
    for (const field of FIELDS) {
      const read = readNumber(values[field], RULES[field])
      if (!read.ok) found[field] = numberMessage(read.problem)
      else definition[field] = read.value ?? null
    }
    if (!found.capital && definition.maxRiskPercent && !definition.capital) found.capital = t`Enter the capital the risk per trade is a share of`
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await save(definition)
      notify.success(t`Updated successfully`)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setSaving(false)
    }
  }

  const field = (name: Field, label: string, helper?: string) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => set(name)(event.target.value)}
      errorText={errors[name]}
      helperText={helper}
    />
  )
  return (
    <Card as="section" aria-labelledby="risk-rules-title">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="risk-rules-title" className={styles.title}>
          {t`Risk rules`}
        </h2>
        <p
          className={styles.muted}
        >{t`Leave a field empty to not check that rule. Money limits are in the coin chosen here; trades in other coins are not judged against them.`}</p>
        <div className={styles.pair}>
          <SelectField label={t`Coin`} name="currency" value={currency} onValueChange={setCurrency} options={coinOptions(coins, currency)} />
          {field('capital', t`Capital`, t`What the risk per trade is a share of`)}
        </div>
        <div className={styles.pair}>
          {field('maxRiskPercent', t`Max risk per trade (%)`)}
          {field('maxDailyLoss', t`Max daily loss`)}
        </div>
        <div className={styles.pair}>
          {field('maxOpenPositions', t`Max open positions`)}
          {field('maxLeverage', t`Max leverage`)}
        </div>
        <div>
          <Button type="submit" loading={saving}>
            {t`Save risk rules`}
          </Button>
        </div>
      </form>
    </Card>
  )
}
