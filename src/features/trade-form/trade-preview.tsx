import { useLingui } from '@lingui/react/macro'
import type { TradeFigures } from '../../domain/trades'

/** The figures of a valid draft and the coin its notional is in. */
export interface TradePreviewData {
  readonly figures: TradeFigures
  readonly quoteAsset: string
}
import { Card, CardHeader, EMPTY_VALUE, formatMoney, formatNumber, formatPercent } from '../../ui'
import * as styles from './trade-form.css'

function toneOf(value: string | number | undefined): string | undefined {
  const numeric = Number(value)
  if (value === undefined || !Number.isFinite(numeric) || numeric === 0) return undefined
  return numeric > 0 ? styles.positive : styles.negative
}

interface FigureProps {
  label: string
  value: string
  tone?: string
}

function Figure({ label, value, tone }: FigureProps) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={tone ? `${styles.figureValue} ${tone}` : styles.figureValue}>{value}</dd>
    </div>
  )
}

/** Notional, margin, net P&L, ROI and R of the trade being typed; '—' until they can be worked out. */
export function TradePreview({ preview }: { preview: TradePreviewData | undefined }) {
  const figures = preview?.figures
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const currency = figures?.settlementAsset
  const money = (value: string | undefined, signed = false) => (value === undefined ? EMPTY_VALUE : formatMoney(value, locale, { currency, signed }))
  const net = figures?.netPnl?.value
  const roi = figures?.roi?.value
  const r = figures?.rMultiple
  return (
    <Card as="section" aria-labelledby="trade-preview-title" className={styles.preview}>
      <CardHeader titleId="trade-preview-title" title={t`Preview`} description={t`Worked out as you type.`} />
      <dl className={styles.figures} aria-live="polite">
        <Figure label={t`Notional`} value={preview ? formatMoney(preview.figures.notional.value, locale, { currency: preview.quoteAsset }) : EMPTY_VALUE} />
        <Figure label={t`Margin`} value={money(figures?.margin.value)} />
        <Figure label={t`Net P&L`} value={money(net, true)} tone={toneOf(net)} />
        <Figure label={t`ROI`} value={roi === undefined ? EMPTY_VALUE : formatPercent(roi, locale, { signed: true })} tone={toneOf(roi)} />
        <Figure label={t`R`} value={r === undefined ? EMPTY_VALUE : `${formatNumber(r, locale, { signed: true })}R`} tone={toneOf(r)} />
      </dl>
      {figures?.netPnl?.overridden || figures?.grossPnl?.overridden ? (
        <p className={styles.previewNote}>{t`P&L as the exchange stated it: it stays so when prices are edited.`}</p>
      ) : null}
    </Card>
  )
}
