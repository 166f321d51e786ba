import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { calculatePositionSize, type PositionSize, type PositionSizeErrors, type PositionSizeField, type PositionSizeValues } from '../../domain/plans'
import { Button, Card, formatNumber, TextField, SelectField } from '../../ui'
import type { Formatters } from '../charts'
import { numberMessage } from '../goals'
import * as styles from './risk.css'

const FIELDS: readonly PositionSizeField[] = ['accountSize', 'riskPercent', 'entry', 'stop', 'leverage', 'contractValue']

export interface PositionSizeCalculatorProps {
  readonly fmt: Formatters
  /** The risk rules' capital and limit, offered as the starting values. */
  readonly capital: number | null
  readonly riskPercent: number | null
  readonly currency: string
}

/** How much to buy or sell so that the stop costs the chosen share of the account. */
export function PositionSizeCalculator({ fmt, capital, riskPercent, currency }: PositionSizeCalculatorProps) {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<PositionSizeValues>(() => ({
    market: 'linear',
    accountSize: capital === null ? '' : String(capital),
    riskPercent: riskPercent === null ? '1' : String(riskPercent),
    entry: '',
    stop: '',
    leverage: '1',
    contractValue: '100',
  }))
  const [errors, setErrors] = useState<PositionSizeErrors>({})
  const [size, setSize] = useState<PositionSize | null>(null)
  const set = (field: keyof PositionSizeValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
    setSize(null)
  }
  const error = (field: PositionSizeField) => {
    const problem = errors[field]
    if (!problem) return undefined
    return problem === 'stopEqualsEntry' ? t`The stop must differ from the entry price` : numberMessage(problem)
  }
  const inverse = values.market === 'inverse'

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = calculatePositionSize(values)
    if (!result.ok) {
      setErrors(result.errors)
      setSize(null)
      const first = FIELDS.find((field) => result.errors[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setSize(result.size)
  }

  const field = (name: PositionSizeField, label: string, helper?: string) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => set(name)(event.target.value)}
      errorText={error(name)}
      helperText={helper}
    />
  )
  const amount = (text: string, unit: string) => `${formatNumber(text, fmt.locale, { maxDecimals: 8 })} ${unit}`
  const settle = inverse ? t`coin` : currency

  return (
    <Card as="section" aria-labelledby="calculator-title">
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <h2 id="calculator-title" className={styles.title}>
          {t`Position size calculator`}
        </h2>
        <p className={styles.muted}>
          {inverse
            ? t`Inverse (coin-margined) contracts: the account and the risk are in the coin, each contract is worth a fixed amount of the quote currency.`
            : t`Linear contracts and spot: quantity = (account size x risk %) / |entry - stop|; margin = quantity x entry / leverage.`}
        </p>
        <SelectField
          label={t`Contract type`}
          name="market"
          value={values.market}
          onValueChange={set('market')}
          options={[
            { value: 'linear', label: t`Linear or spot` },
            { value: 'inverse', label: t`Inverse (coin-margined)` },
          ]}
        />
        <div className={styles.pair}>
          {field('accountSize', inverse ? t`Account size (coin)` : t`Account size`)}
          {field('riskPercent', t`Risk per trade (%)`)}
        </div>
        <div className={styles.pair}>
          {field('entry', t`Entry price`)}
          {field('stop', t`Stop loss`)}
        </div>
        <div className={styles.pair}>
          {field('leverage', t`Leverage`)}
          {inverse ? field('contractValue', t`Contract value`, t`Quote value of one contract, e.g. 100 USD`) : null}
        </div>
        <div>
          <Button type="submit">{t`Calculate`}</Button>
        </div>
        {size ? (
          <div aria-live="polite" className={styles.form}>
            <dl className={styles.results} aria-label={t`Position size`}>
              <Result label={t`Direction`} value={size.direction === 'long' ? t`Long` : t`Short`} />
              <Result label={t`Risk amount`} value={amount(size.riskAmount, settle)} />
              <Result
                label={inverse ? t`Contracts` : t`Quantity`}
                value={inverse ? formatNumber(size.quantity, fmt.locale, { maxDecimals: 0 }) : amount(size.quantity, t`units`)}
              />
              <Result label={t`Position size`} value={amount(size.notional, inverse ? t`quote` : currency)} />
              <Result label={t`Margin`} value={amount(size.margin, settle)} />
              <Result label={t`Stop distance`} value={fmt.percent(size.stopDistance)} />
            </dl>
            {size.marginExceedsAccount ? <p className={styles.warning}>{t`The margin is more than the account size: use more leverage or risk less.`}</p> : null}
          </div>
        ) : null}
      </form>
    </Card>
  )
}

function Result({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.result}>
      <dt className={styles.resultLabel}>{label}</dt>
      <dd className={styles.resultValue}>{value}</dd>
    </div>
  )
}
