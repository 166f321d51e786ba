import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { PARTNER_EXCHANGES } from '../../domain/partner-exchanges'
import { useAccounts, usePreference } from '../../db'
import { Button, Card, CardHeader, deviceTimeZone, notify, TextField, SelectField } from '../../ui'
import { amountMessage, MAX_EXCHANGE_LENGTH, OTHER_EXCHANGE } from '../accounts'
import {
  readTradingForm,
  timeZoneChoices,
  TRADING_FORM_FIELDS,
  type TradingFormErrors,
  type TradingFormField,
  type TradingFormValues,
  tradingFormValues,
} from './trading-form-values'
import * as styles from './settings.css'

/** Settings > trading: breakeven band, time zone, default exchange and account, initial capital. */
export function TradingSection() {
  const { t } = useLingui()
  const defaults = usePreference('tradingDefaults')
  const profile = usePreference('profile')
  const { data: accounts } = useAccounts()
  const formRef = useRef<HTMLFormElement>(null)
  // null: show what is stored (it loads after the first render); a draft once the trader edits.
  const [draft, setDraft] = useState<TradingFormValues | null>(null)
  const [errors, setErrors] = useState<TradingFormErrors>({})
  const [saving, setSaving] = useState(false)
  const values = draft ?? tradingFormValues(defaults.value, profile.value)
  const zones = useMemo(() => timeZoneChoices(values.timeZone), [values.timeZone])
  const liveAccounts = accounts.filter((account) => !account.archived || account.id === values.defaultAccountId)

  const set = (field: TradingFormField) => (value: string) => {
    setDraft({ ...values, [field]: value })
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  const error = (field: TradingFormField): string | undefined => {
    const problem = errors[field]
    if (!problem) return undefined
    switch (problem) {
      case 'INVALID_TIME_ZONE':
        return t`Choose a time zone from the list`
      case 'UNKNOWN_ACCOUNT':
        return t`Choose an account from the list`
      case 'TOO_LONG':
        return t`Use at most ${MAX_EXCHANGE_LENGTH} characters`
      default:
        if (field === 'otherExchange') return t`Enter the exchange's name`
        return amountMessage(problem, field === 'initialCapital' ? 'initialCapital' : 'breakevenBand')
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const result = readTradingForm(values, accounts)
    if (!result.ok) {
      setErrors(result.errors)
      const first = TRADING_FORM_FIELDS.find((field) => result.errors[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setSaving(true)
    try {
      await defaults.set(result.value.defaults)
      if (result.value.timeZone !== profile.value.timeZone) await profile.set({ timeZone: result.value.timeZone })
      setDraft(null)
      notify.success(t`Saved successfully`)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="trading-defaults-title">
        <CardHeader titleId="trading-defaults-title" title={t`Trading defaults`} description={t`Used by new trades and by every number the journal works out.`} />
        <form ref={formRef} className={styles.section} onSubmit={(event) => void save(event)} noValidate>
          <TextField
            label={t`Breakeven band`}
            name="breakevenBand"
            inputMode="decimal"
            autoComplete="off"
            value={values.breakevenBand}
            onChange={(event) => set('breakevenBand')(event.target.value)}
            helperText={t`A closed trade whose net P&L is within plus or minus this amount counts as breakeven, not as a win or a loss.`}
            errorText={error('breakevenBand')}
          />
          <SelectField
            label={t`Time zone`}
            name="timeZone"
            value={values.timeZone}
            onValueChange={set('timeZone')}
            options={[{ value: '', label: t`This device (${deviceTimeZone()})` }, ...zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))]}
            helperText={t`Days, hours and the period of day of your trades are counted in this zone.`}
            error={error('timeZone')}
          />
          <SelectField
            label={t`Default exchange`}
            name="defaultExchange"
            value={values.defaultExchange}
            onValueChange={set('defaultExchange')}
            options={[{ value: '', label: t`None` }, ...PARTNER_EXCHANGES.map((name) => ({ value: name, label: name })), { value: OTHER_EXCHANGE, label: t`Other` }]}
            helperText={t`Filled in on a new trade until you pick another one.`}
          />
          {values.defaultExchange === OTHER_EXCHANGE ? (
            <TextField
              label={t`Exchange name`}
              name="otherExchange"
              autoComplete="off"
              value={values.otherExchange}
              onChange={(event) => set('otherExchange')(event.target.value)}
              errorText={error('otherExchange')}
            />
          ) : null}
          <SelectField
            label={t`Default account`}
            name="defaultAccountId"
            value={values.defaultAccountId}
            onValueChange={set('defaultAccountId')}
            options={[{ value: '', label: t`None` }, ...liveAccounts.map((account) => ({ value: account.id, label: account.name }))]}
            error={error('defaultAccountId')}
          />
          <TextField
            label={t`Initial capital`}
            name="initialCapital"
            inputMode="decimal"
            autoComplete="off"
            value={values.initialCapital}
            onChange={(event) => set('initialCapital')(event.target.value)}
            helperText={t`In dollars: the amount you started trading with. Your equity curve starts here.`}
            errorText={error('initialCapital')}
          />
          <div className={styles.row}>
            <Button type="submit" loading={saving}>
              {t`Save`}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}
