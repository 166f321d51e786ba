import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { type Account, type Plan, type Trade, useJournalDatabase } from '../../db'
import type { TradeFact } from '../../domain/insights'
import { ALERT_TYPES, type AlertDefinition, type AlertType, readAlertDefinition, readNumber } from '../../domain/plans'
import { focusField, FormDialog, TextField, useRecordSave, SelectField } from '../../ui'
import { numberMessage, coinOptions } from '../goals'
import { evaluateAlertPlan } from './use-alert-states'
import { useAlertTexts } from './use-alert-messages'
import * as styles from './alerts.css'

export interface AlertFormDialogProps {
  readonly alert?: { readonly plan: Plan; readonly definition: AlertDefinition }
  readonly accounts: readonly Account[]
  readonly coins: readonly string[]
  /** The journal now, so a new alert starts from what has already happened (no toast for the past). */
  readonly trades: readonly Trade[]
  readonly facts: readonly TradeFact[]
  readonly today: string
  readonly onClose: () => void
}

type Field = 'threshold' | 'window'

/** Create or edit an alert rule; a refused form keeps what was typed and says why next to the field. */
export function AlertFormDialog({ alert, accounts, coins, trades, facts, today, onClose }: AlertFormDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const texts = useAlertTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const [type, setType] = useState<AlertType>(alert?.definition.type ?? 'dailyLoss')
  const [threshold, setThreshold] = useState(alert ? String(alert.definition.threshold) : '')
  const [window, setWindow] = useState(String(alert?.definition.window ?? 20))
  const [currency, setCurrency] = useState(alert?.definition.currency ?? coins[0] ?? 'USDT')
  const [accountId, setAccountId] = useState(alert?.plan.accountId ?? '')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { saving, save } = useRecordSave(onClose)
  const thresholdLabel: Record<AlertType, string> = {
    dailyLoss: t`Loss amount`,
    lossStreak: t`Losses in a row`,
    winRateBelow: t`Win rate under (%)`,
    leverageAbove: t`Leverage over`,
  }
  const offered = accounts.filter((account) => !account.archived || account.id === accountId)

  function submit() {
    const found: Partial<Record<Field, string>> = {}
    const limit = readNumber(threshold, { required: true, whole: type === 'lossStreak', ...(type === 'winRateBelow' ? { max: '100' } : {}) })
    if (!limit.ok) found.threshold = numberMessage(limit.problem)
    const size = type === 'winRateBelow' ? readNumber(window, { required: true, whole: true, max: '1000' }) : null
    if (size && !size.ok) found.window = numberMessage(size.problem)
    setErrors(found)
    if (Object.keys(found).length > 0 || !limit.ok) {
      focusField(formRef.current, found.threshold ? 'threshold' : 'window')
      return
    }
    const stored = {
      type,
      threshold: limit.value ?? '0',
      ...(size?.ok ? { window: Number(size.value) } : {}),
      ...(type === 'dailyLoss' ? { currency } : {}),
    }
    const definition = readAlertDefinition(stored)
    if (!definition) return
    const title = texts.describe(definition)
    // What the rule would have fired on already counts as seen: only what happens from now on toasts.
    const draft = { ...(alert?.plan ?? ({} as Plan)), definition: stored, accountId: accountId || undefined }
    const latest = evaluateAlertPlan(draft, trades, facts, today).state?.latest
    const lastTriggeredAt = latest ? new Date(latest.at).toISOString() : undefined
    void save(async () => {
      if (!alert) {
        await db.plans.insert({ kind: 'alert', title, status: 'active', period: 'none', definition: stored, accountId: accountId || undefined, lastTriggeredAt })
        return 'created'
      }
      await db.plans.patch(alert.plan.id, { title, definition: stored, accountId: accountId || undefined, lastTriggeredAt })
      return 'updated'
    })
  }

  return (
    <FormDialog
      title={alert ? t`Edit alert` : t`New alert`}
      description={t`Checked on this device each time your journal changes; a new firing shows here and as a notice while the app is open.`}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      formRef={formRef}
      formClassName={styles.form}
    >
      <SelectField
        label={t`Alert when`}
        name="type"
        value={type}
        onValueChange={(value) => {
          setType(value as AlertType)
          setErrors({})
        }}
        options={ALERT_TYPES.map((key) => ({ value: key, label: texts.typeLabel[key] }))}
      />
      <div className={styles.pair}>
        <TextField
          label={thresholdLabel[type]}
          name="threshold"
          value={threshold}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => {
            setThreshold(event.target.value)
            setErrors((previous) => ({ ...previous, threshold: undefined }))
          }}
          errorText={errors.threshold}
        />
        {type === 'dailyLoss' ? <SelectField label={t`Coin`} name="currency" value={currency} onValueChange={setCurrency} options={coinOptions(coins, currency)} /> : null}
        {type === 'winRateBelow' ? (
          <TextField
            label={t`Over the last N trades`}
            name="window"
            value={window}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              setWindow(event.target.value)
              setErrors((previous) => ({ ...previous, window: undefined }))
            }}
            errorText={errors.window}
          />
        ) : null}
      </div>
      <SelectField
        label={t`Account`}
        name="accountId"
        value={accountId}
        onValueChange={setAccountId}
        options={[{ value: '', label: t`All accounts` }, ...offered.map((account) => ({ value: account.id, label: account.name }))]}
      />
    </FormDialog>
  )
}
