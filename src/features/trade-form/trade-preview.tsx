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

/** The preview's net P&L, ROI and R with their labels; '—' until they can be worked out. */
function usePreviewTexts(preview: TradePreviewData | undefined) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const figures = preview?.figures
  const currency = figures?.settlementAsset
  const money = (value: string | undefined, signed = false) => (value === undefined ? EMPTY_VALUE : formatMoney(value, locale, { currency, signed }))
  const net = figures?.netPnl?.value
  const roi = figures?.roi?.value
  const r = figures?.rMultiple
  return {
    money,
    outcome: [
      { label: t`Net P&L`, text: money(net, true), tone: toneOf(net) },
      { label: t`ROI`, text: roi === undefined ? EMPTY_VALUE : formatPercent(roi, locale, { signed: true }), tone: toneOf(roi) },
      { label: t`R`, text: r === undefined ? EMPTY_VALUE : `${formatNumber(r, locale, { signed: true })}R`, tone: toneOf(r) },
    ],
  }
}

/**
 * Net P&L, ROI and R in one line right under the prices and size on a phone, where the full preview
 * sits far below, just above Save. Hidden from screen readers: the preview announces them.
 */
export function TradePreviewLine({ preview }: { preview: TradePreviewData | undefined }) {
  const { outcome } = usePreviewTexts(preview)
  return (
    <p className={styles.previewLine} aria-hidden="true">
      {outcome.map(({ label, text, tone }) => (
        <span key={label}>
          <span className={styles.figureLabel}>{label}</span> <span className={tone ? `${styles.previewLineValue} ${tone}` : styles.previewLineValue}>{text}</span>
        </span>
      ))}
    </p>
  )
}

/** Notional, margin, net P&L, ROI and R of the trade being typed; '—' until they can be worked out. */
export function TradePreview({ preview }: { preview: TradePreviewData | undefined }) {
  const figures = preview?.figures
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { money, outcome } = usePreviewTexts(preview)
  return (
    <Card as="section" aria-labelledby="trade-preview-title" className={styles.preview}>
      <CardHeader titleId="trade-preview-title" title={t`Preview`} description={t`Worked out as you type.`} />
      <dl className={styles.figures} aria-live="polite">
        <Figure label={t`Notional`} value={preview ? formatMoney(preview.figures.notional.value, locale, { currency: preview.quoteAsset }) : EMPTY_VALUE} />
        <Figure label={t`Margin`} value={money(figures?.margin.value)} />
        {outcome.map(({ label, text, tone }) => (
          <Figure key={label} label={label} value={text} tone={tone} />
        ))}
      </dl>
      {figures?.netPnl?.overridden || figures?.grossPnl?.overridden ? (
        <p className={styles.previewNote}>{t`P&L as the exchange stated it: it stays so when prices are edited.`}</p>
      ) : null}
    </Card>
  )
}
