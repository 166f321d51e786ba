import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { type Account, type Plan, useJournalDatabase } from '../../db'
import {
  GOAL_METRICS,
  GOAL_PERIODS,
  type GoalDefinition,
  type GoalFormErrors,
  type GoalFormField,
  type GoalFormValues,
  type GoalPeriod,
  MONEY_METRICS,
  readGoalForm,
} from '../../domain/plans'
import { focusField, FormDialog, TextField, useRecordSave, SelectField } from '../../ui'
import { goalFormMessage, goalMetricLabel } from './plan-messages'
import { coinOptions } from './use-journal-coins'
import * as styles from './goals.css'

export interface GoalFormDialogProps {
  /** The goal to edit (with its readable definition); absent for a new one. */
  readonly goal?: { readonly plan: Plan; readonly definition: GoalDefinition }
  readonly accounts: readonly Account[]
  readonly coins: readonly string[]
  readonly today: string
  readonly onClose: () => void
}

const FIELDS: readonly GoalFormField[] = ['title', 'metric', 'target', 'currency', 'period', 'startsOn', 'endsOn', 'accountId']

function initialValues(goal: GoalFormDialogProps['goal'], coins: readonly string[]): GoalFormValues {
  if (!goal) return { title: '', metric: 'netPnl', target: '', currency: coins[0] ?? 'USDT', period: 'month', startsOn: '', endsOn: '', accountId: '' }
  const { plan, definition } = goal
  return {
    title: plan.title,
    metric: definition.metric,
    target: definition.target,
    currency: definition.currency ?? coins[0] ?? 'USDT',
    period: plan.period,
    startsOn: plan.startsOn ?? '',
    endsOn: plan.endsOn ?? '',
    accountId: plan.accountId ?? '',
  }
}

/** Create or edit a goal; a refused form keeps what was typed and says why next to each field. */
export function GoalFormDialog({ goal, accounts, coins, today, onClose }: GoalFormDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => initialValues(goal, coins))
  const [errors, setErrors] = useState<GoalFormErrors>({})
  const { saving, save } = useRecordSave(onClose)
  const set = (field: GoalFormField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const error = (field: GoalFormField) => (errors[field] ? goalFormMessage(errors[field]) : undefined)
  const metric = values.metric as GoalDefinition['metric']
  const periodLabels: Record<GoalPeriod, string> = { week: t`This week`, month: t`This month`, quarter: t`This quarter`, year: t`This year`, custom: t`Custom dates` }
  const targetLabel: Record<GoalDefinition['metric'], string> = {
    netPnl: t`Target net P&L`,
    winRate: t`Target win rate (%)`,
    trades: t`Target number of trades`,
    profitFactor: t`Target profit factor`,
    maxDrawdown: t`Largest drawdown allowed`,
  }
  const offered = accounts.filter((account) => !account.archived || account.id === values.accountId)

  function submit() {
    // An edited goal keeps its own week, month... unless its period changes; a new one takes today's.
    const anchor = goal && values.period === goal.plan.period && goal.plan.startsOn ? goal.plan.startsOn : today
    const result = readGoalForm(values, anchor)
    if (!result.ok) {
      setErrors(result.errors)
      focusField(
        formRef.current,
        FIELDS.find((field) => result.errors[field]),
      )
      return
    }
    const { title, period, startsOn, endsOn, accountId, definition } = result.fields
    const fields = { title, period, startsOn, endsOn, accountId, definition: { ...definition } }
    void save(async () => {
      if (!goal) {
        await db.plans.insert({ ...fields, kind: 'goal', status: 'active' })
        return 'created'
      }
      await db.plans.patch(goal.plan.id, fields)
      return 'updated'
    })
  }

  return (
    <FormDialog
      title={goal ? t`Edit goal` : t`New goal`}
      description={t`A target for one measure of your trading over a period, checked against the trades you close in it.`}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      formRef={formRef}
      formClassName={styles.form}
    >
      <TextField label={t`Name`} name="title" value={values.title} autoComplete="off" onChange={(event) => set('title')(event.target.value)} errorText={error('title')} />
      <SelectField
        label={t`Measure`}
        name="metric"
        value={values.metric}
        onValueChange={set('metric')}
        options={GOAL_METRICS.map((m) => ({ value: m, label: goalMetricLabel(m) }))}
      />
      <div className={styles.pair}>
        <TextField
          label={targetLabel[metric] ?? t`Target`}
          name="target"
          value={values.target}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => set('target')(event.target.value)}
          errorText={error('target')}
        />
        {MONEY_METRICS.has(metric) || metric === 'profitFactor' ? (
          <SelectField
            label={t`Coin`}
            name="currency"
            value={values.currency}
            onValueChange={set('currency')}
            options={coinOptions(coins, values.currency)}
            error={error('currency')}
          />
        ) : null}
      </div>
      <SelectField label={t`Period`} name="period" value={values.period} onValueChange={set('period')} options={GOAL_PERIODS.map((p) => ({ value: p, label: periodLabels[p] }))} />
      {values.period === 'custom' ? (
        <div className={styles.pair}>
          <TextField label={t`From`} name="startsOn" type="date" value={values.startsOn} onChange={(event) => set('startsOn')(event.target.value)} errorText={error('startsOn')} />
          <TextField label={t`To`} name="endsOn" type="date" value={values.endsOn} onChange={(event) => set('endsOn')(event.target.value)} errorText={error('endsOn')} />
        </div>
      ) : null}
      <SelectField
        label={t`Account`}
        name="accountId"
        value={values.accountId}
        onValueChange={set('accountId')}
        options={[{ value: '', label: t`All accounts` }, ...offered.map((account) => ({ value: account.id, label: account.name }))]}
      />
    </FormDialog>
  )
}
