import { useLingui } from '@lingui/react/macro'
import { Button, Card, formatNumber } from '../../ui'
import { DEFAULT_SAMPLE_MONTHS, DEFAULT_SAMPLE_TRADE_COUNT } from '../../domain/sample-journal/sample-size'
import type { SampleOperation } from './sample-operation'
import * as styles from './sample-data.css'

interface FirstRunPanelProps {
  readonly operation: SampleOperation
  /** Trades the sample will hold (the default unless the benchmark asks for more). */
  readonly tradeCount?: number
  readonly onStartEmpty: () => void
  readonly onLoadSample: () => void
}

/** The welcome a trader sees on a journal that has never held a trade: start empty, or explore a sample. */
export function FirstRunPanel({ operation, tradeCount = DEFAULT_SAMPLE_TRADE_COUNT, onStartEmpty, onLoadSample }: FirstRunPanelProps) {
  const { t, i18n } = useLingui()
  const loading = operation.kind === 'loading'
  const count = formatNumber(tradeCount, i18n.locale)
  const months = DEFAULT_SAMPLE_MONTHS
  return (
    <Card as="section" aria-labelledby="first-run-title" className={styles.panel}>
      <div className={styles.intro}>
        <h2 id="first-run-title" className={styles.title}>
          {t`Welcome to your trading journal`}
        </h2>
        <p className={styles.lead}>
          {t`No trades yet. Start with an empty journal and log your first trade, or load a sample journal to see what the dashboard and analytics will show.`}
        </p>
      </div>
      <div className={styles.choices}>
        <div className={styles.choice}>
          <Button variant="secondary" onClick={onStartEmpty} disabled={operation.kind !== 'idle'}>
            {t`Start with an empty journal`}
          </Button>
          <p className={styles.hint}>{t`Log trades by hand or import your exchange history. Everything stays on this device and works offline.`}</p>
        </div>
        <div className={styles.choice}>
          <Button onClick={onLoadSample} loading={loading} loadingText={t`Processing...`} disabled={operation.kind === 'removing'}>
            {t`Load sample journal`}
          </Button>
          <p className={styles.hint}>
            {t`About ${count} example trades from the last ${months} months on Binance, Bybit and five more exchanges, with setups, emotions, mistakes and notes. Remove it in one step whenever you like.`}
          </p>
        </div>
      </div>
      {operation.kind === 'loading' && operation.total > 0 ? <LoadProgress written={operation.written} total={operation.total} /> : null}
    </Card>
  )
}

function LoadProgress({ written, total }: { readonly written: number; readonly total: number }) {
  const { t, i18n } = useLingui()
  const created = formatNumber(written, i18n.locale)
  const all = formatNumber(total, i18n.locale)
  return (
    <div className={styles.progress} role="status">
      <progress className={styles.progressBar} max={total} value={written} aria-label={t`Sample journal progress`} />
      <span>{t`Created ${created} of ${all} trades`}</span>
    </div>
  )
}
