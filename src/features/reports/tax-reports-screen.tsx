import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState, type ReactNode } from 'react'
import { usePreference, useTrades } from '../../db'
import type { PnlMethod } from '../../domain/import-batch'
import { buildTaxReport, TAX_YEAR_STARTS, taxYearBounds, taxYearToCsv, type TaxYearStartId } from '../../domain/tax'
import { Button, buttonClass, EmptyState, notify, PageHeader, Spinner, traderTimeZone, SelectField, Section } from '../../ui'
import { useFormatters } from '../charts'
import { downloadFile } from './download'
import { useTaxCsvLabels } from './tax-csv-messages'
import { DerivativeTable, DerivativeTotalsTable, SpotDisposalTable, SpotTotalsTable } from './tax-tables'
import * as styles from '../../ui/components/report.css'
import * as reportStyles from './reports.css'
import * as taxStyles from './tax-reports.css'

/**
 * /tax-reports: realised gains per tax year in the trader's zone, computed on the device. Spot sales
 * are matched to purchases (FIFO unless the journal's P&L method says otherwise); derivatives and
 * their funding are listed apart; every total stays in its own currency. Not tax advice.
 */
export function TaxReportsScreen() {
  const { t } = useLingui()
  const fmt = useFormatters()
  const trades = useTrades()
  const profile = usePreference('profile').value
  const defaults = usePreference('tradingDefaults').value
  const timeZone = traderTimeZone(profile)
  const [method, setMethod] = useState<PnlMethod | undefined>(undefined)
  const [start, setStart] = useState<TaxYearStartId>('calendar')
  const [chosenYear, setYear] = useState<number | undefined>(undefined)
  const csvLabels = useTaxCsvLabels()
  const blur = profile.blurSensitiveData
  const activeMethod = method ?? defaults.pnlMethod

  const report = useMemo(() => buildTaxReport(trades.data, { timeZone, method: activeMethod, yearStart: TAX_YEAR_STARTS[start] }), [trades.data, timeZone, activeMethod, start])
  const year = report.years.find((y) => y.startYear === chosenYear) ?? report.years[0]
  const methodNames: Record<PnlMethod, string> = { fifo: t`FIFO (first in, first out)`, lifo: t`LIFO (last in, first out)`, average: t`Average cost` }
  const startNames: Record<TaxYearStartId, string> = { calendar: t`1 January (calendar year)`, uk: t`6 April (UK)`, july: t`1 July (Australia and others)` }

  function exportCsv() {
    if (!year) return
    try {
      downloadFile(taxYearToCsv(year, csvLabels), `trading-journal-tax-${year.label.replace('/', '-')}.csv`, 'text/csv;charset=utf-8')
      notify.success(t`Exported successfully`)
    } catch (error) {
      console.error(error)
      notify.error(t`Something went wrong`)
    }
  }

  let body: ReactNode
  if (trades.error) body = <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
  else if (trades.isLoading) body = <Spinner label={t`Loading trades`} showLabel />
  else if (trades.data.length === 0)
    body = (
      <EmptyState
        title={t`No trades yet`}
        description={t`Tax reports are computed from your closed trades, on this device. Log or import trades to see them.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  else if (!year) body = <EmptyState title={t`No realised gains yet`} description={t`Nothing has been sold or closed yet: gains are realised when a trade is closed.`} />
  else {
    const bounds = taxYearBounds(year.startYear, TAX_YEAR_STARTS[start])
    const from = fmt.day(bounds.first)
    const to = fmt.day(bounds.last)
    const currencies = new Set([...year.spotTotals, ...year.derivativeTotals].map((row) => row.currency))
    const unknownFees = [...year.spot, ...year.derivatives].filter((row) => row.feeUnknown).length
    const unmatched = year.spot.filter((row) => row.unmatched).length
    body = (
      <div className={styles.stack} key={`${year.label}:${start}:${activeMethod}`}>
        <p className={styles.definition}>{t`Tax year ${year.label}: ${from} to ${to}, days in your time zone (${timeZone}).`}</p>
        {currencies.size > 1 ? (
          <p className={styles.notice} role="note">
            {t`Amounts stay in the currency they were realised in and are never added across currencies. Convert each total with the rate your tax authority asks for.`}
          </p>
        ) : null}
        {unknownFees > 0 ? (
          <p className={styles.notice}>
            {plural(unknownFees, {
              one: '# row pays fees in a coin without a price: its fees are left out.',
              other: '# rows pay fees in a coin without a price: those fees are left out.',
            })}
          </p>
        ) : null}
        {unmatched > 0 ? (
          <p className={styles.notice}>
            {plural(unmatched, {
              one: '# sale has no recorded purchase for some units: its cost basis is 0 until you log the buys.',
              other: '# sales have no recorded purchase for some units: their cost basis is 0 until you log the buys.',
            })}
          </p>
        ) : null}
        <Section
          title={t`Spot disposals`}
          definition={t`A sale of coins you held. Cost basis: the purchase price of the units sold, matched by ${methodNames[activeMethod]} across all your trades and accounts, one pool per coin and currency paid. Fees: the purchase and sale fees of those units. Gain = proceeds - cost basis - fees. Long term: held more than a year.`}
        >
          {year.spot.length === 0 ? (
            <p className={reportStyles.muted}>{t`No spot sales in this tax year.`}</p>
          ) : (
            <>
              <SpotTotalsTable rows={year.spotTotals} fmt={fmt} blur={blur} />
              <SpotDisposalTable rows={year.spot} fmt={fmt} blur={blur} />
            </>
          )}
        </Section>
        <Section
          title={t`Derivatives`}
          definition={t`Futures and perpetuals realise their P&L when closed, in the coin they settle in. Funding is listed apart from trading fees (negative: paid). Net = realised P&L - fees + funding.`}
        >
          {year.derivatives.length === 0 ? (
            <p className={reportStyles.muted}>{t`No derivatives trades closed in this tax year.`}</p>
          ) : (
            <>
              <DerivativeTotalsTable rows={year.derivativeTotals} fmt={fmt} blur={blur} />
              <DerivativeTable rows={year.derivatives} fmt={fmt} blur={blur} />
            </>
          )}
        </Section>
      </div>
    )
  }

  return (
    <>
      <PageHeader title={t`Tax Reports`} description={t`Realised gains and losses by tax year`} />
      <p className={styles.notice} role="note">
        <strong>{t`Not tax advice.`}</strong>{' '}
        {t`These figures come from the trades in your journal and follow general rules. Tax rules differ by country and change; check them with a tax professional before you file.`}
      </p>
      <div className={taxStyles.controls}>
        {report.years.length > 0 ? (
          <SelectField
            label={t`Tax year`}
            name="tax-year"
            value={String(year?.startYear ?? '')}
            onValueChange={(value) => setYear(Number(value))}
            options={report.years.map((y) => ({ value: String(y.startYear), label: y.label }))}
          />
        ) : null}
        <SelectField
          label={t`Tax year starts`}
          name="tax-year-start"
          value={start}
          onValueChange={(value) => setStart(value as TaxYearStartId)}
          options={(Object.keys(TAX_YEAR_STARTS) as TaxYearStartId[]).map((id) => ({ value: id, label: startNames[id] }))}
        />
        <SelectField
          label={t`Cost basis method`}
          name="tax-method"
          value={activeMethod}
          onValueChange={(value) => setMethod(value as PnlMethod)}
          helperText={t`Your journal's P&L method is ${methodNames[defaults.pnlMethod]}.`}
          options={(Object.keys(methodNames) as PnlMethod[]).map((id) => ({ value: id, label: methodNames[id] }))}
        />
      </div>
      {year ? (
        <div className={taxStyles.exportRow}>
          <Button onClick={exportCsv}>{t`Export ${year.label} as CSV`}</Button>
          <p
            className={reportStyles.muted}
          >{t`One row per disposal and per derivatives trade, exact amounts. Text that a spreadsheet would run as a formula starts with an apostrophe.`}</p>
        </div>
      ) : null}
      {body}
    </>
  )
}
