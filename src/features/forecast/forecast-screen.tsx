import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState, type ReactNode } from 'react'
import { usePreference, useTrades } from '../../db'
import { forecastSamples, MIN_FORECAST_TRADES, readForecastForm, SMALL_SAMPLE_TRADES, type ForecastErrors, type ForecastForm, type ForecastInput } from '../../domain/forecast'
import { Button, buttonClass, EmptyState, PageHeader, Spinner, SelectField, Section } from '../../ui'
import { AccountFilter, useAccountFilter } from '../accounts'
import { useAnalyticsData } from '../analytics'
import { useFormatters } from '../charts'
import { ForecastChart } from './forecast-chart'
import { ForecastInputs } from './forecast-form'
import { ForecastResults } from './forecast-results'
import { useForecastRun } from './use-forecast-run'
import * as styles from '../../ui/components/report.css'
import * as own from './forecast.css'

/** Paths per run: p10/p90 of 2,000 paths move by well under a percent between seeds. */
const RUNS = 2000
const FIRST_SEED = 1

/** A plain number for an input: no grouping, at most 2 decimals. */
const plain = (value: number) => String(Math.round(value * 100) / 100)

function defaultForm(capital: number, tradesPerWeek: number, rAvailable: boolean): ForecastForm {
  return {
    basis: rAvailable ? 'r' : 'pnl',
    startingCapital: capital > 0 ? plain(capital) : '',
    trades: '100',
    tradesPerWeek: plain(Math.max(0.1, Math.round(tradesPerWeek * 10) / 10)),
    riskPercent: '1',
    targetPercent: '20',
    drawdownPercent: '20',
  }
}

/**
 * /forecast: where equity could go over the next trades, from the trader's own closed trades in one
 * currency. A seeded bootstrap Monte Carlo (src/domain/forecast) run in slices off the input path.
 */
export function ForecastScreen() {
  const { t } = useLingui()
  const data = useAnalyticsData()
  const fmt = useFormatters()
  const { accountId } = useAccountFilter()
  const trades = useTrades(accountId ? { accountId } : {})
  const defaults = usePreference('tradingDefaults').value
  const currency = data.report.currency
  const samples = useMemo(
    () => forecastSamples(trades.data, currency, { timeZone: data.timeZone, breakevenBand: defaults.breakevenBand, view: defaults.pnlView }),
    [trades.data, currency, data.timeZone, defaults.breakevenBand, defaults.pnlView],
  )
  const rAvailable = samples.r.length >= MIN_FORECAST_TRADES
  const capital = data.report.capital.amount
  const enough = samples.pnl.length >= MIN_FORECAST_TRADES

  const [form, setForm] = useState<ForecastForm | undefined>(undefined)
  const [errors, setErrors] = useState<ForecastErrors>({})
  const [input, setInput] = useState<ForecastInput | undefined>(undefined)
  const [seed, setSeed] = useState(FIRST_SEED)
  // The pace of the run on screen (the field may since hold another, not yet run).
  const [perWeek, setPerWeek] = useState(1)
  const ready = !data.loading && !trades.isLoading

  // A new currency or account starts from its own defaults, and runs them when they are complete.
  // Set while rendering when the scope changes (React's way to reset state on a changed input), so
  // a trade edited elsewhere never resets what the trader typed.
  const scope = `${accountId ?? ''}:${currency}:${ready}:${enough}`
  const [formScope, setFormScope] = useState<string | undefined>(undefined)
  if (formScope !== scope) {
    setFormScope(scope)
    if (ready && enough) {
      const initial = defaultForm(capital, samples.tradesPerWeek, rAvailable)
      setForm(initial)
      setErrors({})
      setSeed(FIRST_SEED)
      setPerWeek(Number(initial.tradesPerWeek))
      setInput(build(initial, FIRST_SEED))
    }
  }

  function build(values: ForecastForm, withSeed: number): ForecastInput | undefined {
    const { parameters } = readForecastForm(values)
    if (!parameters) return undefined
    const pool = parameters.basis === 'r' && rAvailable ? samples.r : samples.pnl
    return { ...parameters, basis: pool === samples.r ? 'r' : 'pnl', samples: pool, runs: RUNS, seed: withSeed }
  }

  function submit(nextSeed = seed) {
    if (!form) return
    const read = readForecastForm(form)
    setErrors(read.errors)
    if (!read.parameters) return
    setSeed(nextSeed)
    setPerWeek(read.parameters.tradesPerWeek)
    setInput(build(form, nextSeed))
  }

  const run = useForecastRun(input)

  let body: ReactNode
  if (data.error || trades.error)
    body = <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
  else if (!ready) body = <Spinner label={t`Loading trades`} showLabel />
  else if (data.tradeCount === 0)
    body = (
      <EmptyState
        title={t`No trades yet`}
        description={t`The forecast resamples your own closed trades, on this device. Log or import trades to see it.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  else if (!enough) {
    const have = samples.pnl.length
    body = (
      <EmptyState
        title={t`Not enough closed trades yet`}
        description={t`A forecast resamples your own results, so it needs at least ${MIN_FORECAST_TRADES} closed trades in ${currency}. You have ${have}.`}
      />
    )
  } else if (form)
    body = (
      <div className={styles.stack}>
        {samples.pnl.length < SMALL_SAMPLE_TRADES ? (
          <p className={styles.notice} role="note">
            {t`Only ${samples.pnl.length} closed trades: the bands are rough and will settle as you log more.`}
          </p>
        ) : null}
        <Section title={t`Inputs`}>
          <ForecastInputs
            form={form}
            errors={errors}
            currency={currency}
            rAvailable={rAvailable}
            rCount={samples.r.length}
            busy={run.status === 'running'}
            onChange={setForm}
            onSubmit={() => submit()}
          />
          {capital <= 0 ? <p className={own.muted}>{t`No initial capital is set for these trades: enter the capital to start from, or set it in Settings > Trading.`}</p> : null}
        </Section>
        {run.status === 'running' ? (
          <p className={own.muted} role="status">
            {t`Simulating ${fmt.count(RUNS)} paths… ${fmt.percent(run.progress)}`}
          </p>
        ) : null}
        {run.status === 'failed' ? <p className={styles.notice}>{t`The forecast could not be computed. Check the inputs and try again.`}</p> : null}
        {run.status === 'done' ? (
          <>
            <Section title={t`Projection`}>
              <ForecastResults result={run.result} input={run.input} currency={currency} tradesPerWeek={perWeek} fmt={fmt} blur={data.blur} />
              <ForecastChart
                bands={run.result.bands}
                start={run.input.startingCapital}
                target={run.input.startingCapital * (1 + run.input.targetFraction)}
                formatMoney={(value) => fmt.money(value, currency)}
                blur={data.blur}
              />
              <div className={own.actions}>
                <Button variant="secondary" onClick={() => submit(seed + 1)}>
                  {t`New draw`}
                </Button>
                <p className={own.muted}>{t`Seed ${run.input.seed}: the same inputs and seed always give the same result.`}</p>
              </div>
            </Section>
            <Section title={t`How this is computed`}>
              <p className={styles.definition}>
                {run.input.basis === 'r'
                  ? t`Each simulated trade draws one of your ${run.input.samples.length} closed trades' R multiples (P&L / initial risk, trades with a stop loss) at random, with replacement, and risks the chosen share of the equity at that moment, so gains and losses compound.`
                  : t`Each simulated trade draws the P&L of one of your ${run.input.samples.length} closed trades at random, with replacement, and adds it as it was: your trades as they were sized, without compounding.`}{' '}
                {t`${fmt.count(run.input.runs)} paths of ${plural(run.input.trades, { one: '# trade', other: '# trades' })}. A path that reaches zero stops there. Past results in ${currency} only; amounts in other currencies are forecast apart. This is a projection of your record, not a prediction: markets and your own trading change.`}
              </p>
            </Section>
          </>
        ) : null}
      </div>
    )
  else body = <Spinner label={t`Loading trades`} showLabel />

  return (
    <>
      <PageHeader title={t`Forecast`} description={t`Project future performance`} />
      <div className={styles.toolbar}>
        <AccountFilter />
        {data.currencies.length > 1 ? (
          <SelectField
            label={t`Currency`}
            name="currency"
            value={currency}
            onValueChange={data.setCurrency}
            options={data.currencies.map(({ currency: code, trades: count }) => ({ value: code, label: t`${code} (${plural(count, { one: '# trade', other: '# trades' })})` }))}
          />
        ) : null}
      </div>
      {body}
    </>
  )
}
