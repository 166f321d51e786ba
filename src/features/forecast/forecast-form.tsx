import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { MAX_FORECAST_TRADES, MAX_RISK_PERCENT, type ForecastErrors, type ForecastFieldError, type ForecastForm } from '../../domain/forecast'
import { Button, SelectField } from '../../ui'
import { DecimalField } from '../trade-form'
import * as styles from './forecast.css'

interface ForecastFormProps {
  readonly form: ForecastForm
  readonly errors: ForecastErrors
  readonly currency: string
  /** R multiples need trades with a stop loss: without enough, that basis is not offered. */
  readonly rAvailable: boolean
  readonly rCount: number
  readonly busy: boolean
  readonly onChange: (form: ForecastForm) => void
  readonly onSubmit: () => void
}

/** The forecast's inputs; a rejected form keeps what was typed and says why next to each field. */
export function ForecastInputs({ form, errors, currency, rAvailable, rCount, busy, onChange, onSubmit }: ForecastFormProps) {
  const { t } = useLingui()
  const messages: Record<ForecastFieldError, string> = {
    required: t`Enter a number.`,
    notNumber: t`Enter a number, such as 1000 or 0.5.`,
    notPositive: t`Enter a number above 0.`,
    notWhole: t`Enter a whole number of trades.`,
    tooMany: t`At most ${MAX_FORECAST_TRADES} trades.`,
    tooHigh: t`That is more than this field allows.`,
    outOfRange: t`Enter a limit below 100%.`,
  }
  const error = (key: keyof ForecastErrors) => (errors[key] ? messages[errors[key]] : undefined)
  const set = (changes: Partial<ForecastForm>) => onChange({ ...form, ...changes })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Forecast inputs`}>
      <div className={styles.fields}>
        <SelectField
          label={t`Simulate with`}
          name="basis"
          value={form.basis}
          onValueChange={(value) => set({ basis: value === 'r' ? 'r' : 'pnl' })}
          helperText={rAvailable ? undefined : t`R multiples need at least 10 closed trades with a stop loss (you have ${rCount}).`}
          options={[...(rAvailable ? [{ value: 'r', label: t`R multiples x risk per trade` }] : []), { value: 'pnl', label: t`P&L per trade, as sized` }]}
        />
        <DecimalField
          label={t`Starting capital (${currency})`}
          name="startingCapital"
          value={form.startingCapital}
          onValueChange={(value) => set({ startingCapital: value })}
          error={error('startingCapital')}
        />
        <DecimalField label={t`Number of trades`} name="trades" value={form.trades} onValueChange={(value) => set({ trades: value })} error={error('trades')} />
        <DecimalField
          label={t`Trades per week`}
          name="tradesPerWeek"
          value={form.tradesPerWeek}
          onValueChange={(value) => set({ tradesPerWeek: value })}
          error={error('tradesPerWeek')}
        />
        {form.basis === 'r' ? (
          <DecimalField
            label={t`Risk per trade (%)`}
            name="riskPercent"
            value={form.riskPercent}
            onValueChange={(value) => set({ riskPercent: value })}
            error={errors.riskPercent === 'tooHigh' ? t`At most ${MAX_RISK_PERCENT}% of equity per trade.` : error('riskPercent')}
            helperText={t`Up to ${MAX_RISK_PERCENT}% of equity.`}
          />
        ) : null}
        <DecimalField
          label={t`Target gain (%)`}
          name="targetPercent"
          value={form.targetPercent}
          onValueChange={(value) => set({ targetPercent: value })}
          error={error('targetPercent')}
        />
        <DecimalField
          label={t`Drawdown limit (%)`}
          name="drawdownPercent"
          value={form.drawdownPercent}
          onValueChange={(value) => set({ drawdownPercent: value })}
          error={error('drawdownPercent')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t`Run forecast`}
        </Button>
      </div>
    </form>
  )
}
