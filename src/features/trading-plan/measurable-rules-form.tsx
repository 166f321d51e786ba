import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useTags } from '../../db'
import { readNumber, type TradingPlanDefinition } from '../../domain/plans'
import { Button, Card, Checkbox, notify, TextField, SelectField } from '../../ui'
import { numberMessage } from '../goals'
import * as styles from './trading-plan.css'

export interface MeasurableRulesFormProps {
  readonly plan: TradingPlanDefinition
  readonly save: (next: TradingPlanDefinition) => Promise<void>
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** The rules the journal checks by itself: allowed setups, a daily maximum of trades, trading hours. */
export function MeasurableRulesForm({ plan, save }: MeasurableRulesFormProps) {
  const { t } = useLingui()
  const { data: setups } = useTags('setup')
  const [allowed, setAllowed] = useState<ReadonlySet<string>>(() => new Set(plan.allowedSetupIds))
  const [maxTrades, setMaxTrades] = useState(plan.maxTradesPerDay === null ? '' : String(plan.maxTradesPerDay))
  const [from, setFrom] = useState(plan.hours ? String(plan.hours.from) : '')
  const [to, setTo] = useState(plan.hours ? String(plan.hours.to === 0 ? 24 : plan.hours.to) : '')
  const [errors, setErrors] = useState<{ maxTrades?: string; to?: string }>({})
  const [saving, setSaving] = useState(false)
  // A setup that was allowed and since deleted stays listed until unticked, so the rule reads true.
  const offered = [
    ...setups.map((tag) => ({ id: tag.id, name: tag.name })),
    ...[...allowed].filter((id) => !setups.some((tag) => tag.id === id)).map((id) => ({ id, name: t`Deleted setup` })),
  ]

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next: { maxTrades?: string; to?: string } = {}
    const max = readNumber(maxTrades, { whole: true })
    if (!max.ok) next.maxTrades = numberMessage(max.problem)
    if ((from === '') !== (to === '')) next.to = t`Choose both the start and the end of your trading hours`
    else if (from !== '' && Number(from) === Number(to) % 24) next.to = t`The end must differ from the start`
    setErrors(next)
    if (Object.keys(next).length > 0 || !max.ok) return
    setSaving(true)
    try {
      await save({
        ...plan,
        allowedSetupIds: [...allowed],
        maxTradesPerDay: max.value === undefined ? null : Number(max.value),
        hours: from === '' ? null : { from: Number(from), to: Number(to) % 24 },
      })
      notify.success(t`Updated successfully`)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="checked-rules-title">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="checked-rules-title" className={styles.sectionTitle}>
          {t`Rules checked against your trades`}
        </h2>
        <p className={styles.muted}>{t`Leave a rule empty to not check it. Hours are your display time zone's, judged at each trade's open.`}</p>
        <TextField
          label={t`Max trades per day`}
          name="maxTradesPerDay"
          value={maxTrades}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => {
            setMaxTrades(event.target.value)
            setErrors((previous) => ({ ...previous, maxTrades: undefined }))
          }}
          errorText={errors.maxTrades}
        />
        <div className={styles.pair}>
          <SelectField
            label={t`Trading hours from`}
            name="hoursFrom"
            value={from}
            onValueChange={(value) => {
              setFrom(value)
              setErrors((previous) => ({ ...previous, to: undefined }))
            }}
            options={[{ value: '', label: t`Any time` }, ...Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourText(hour) }))]}
          />
          <SelectField
            label={t`Trading hours to`}
            name="hoursTo"
            value={to}
            onValueChange={(value) => {
              setTo(value)
              setErrors((previous) => ({ ...previous, to: undefined }))
            }}
            options={[{ value: '', label: t`Any time` }, ...Array.from({ length: 24 }, (_, i) => ({ value: String(i + 1), label: hourText(i + 1) }))]}
            error={errors.to}
          />
        </div>
        <fieldset className={styles.setups}>
          <legend className={styles.legend}>{t`Allowed setups`}</legend>
          {offered.length === 0 ? (
            <p className={styles.muted}>{t`No setups yet: create them in Settings > Setups or from a trade, then choose the ones your plan allows.`}</p>
          ) : (
            <>
              <p className={styles.muted}>{t`None ticked: any setup is allowed. Ticked: a trade with another setup, or none, breaks the plan.`}</p>
              {offered.map((setup) => (
                <Checkbox
                  key={setup.id}
                  label={setup.name}
                  checked={allowed.has(setup.id)}
                  onCheckedChange={(checked) =>
                    setAllowed((previous) => {
                      const next = new Set(previous)
                      if (checked) next.add(setup.id)
                      else next.delete(setup.id)
                      return next
                    })
                  }
                />
              ))}
            </>
          )}
        </fieldset>
        <div>
          <Button type="submit" loading={saving}>
            {t`Save checked rules`}
          </Button>
        </div>
      </form>
    </Card>
  )
}
