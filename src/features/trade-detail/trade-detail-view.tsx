import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { exchangeBrand, type Trade } from '../../domain'
import { deriveTradeFigures } from '../../domain/trades'
import { Badge, Card, CardHeader, formatDate, PageHeader } from '../../ui'
import { AttachScreenshots, ScreenshotGallery } from '../screenshots'
import { NotesView } from './notes-view'
import { TradeActions } from './trade-actions'
import { TradeConflicts } from './trade-conflicts'
import { TradeFacts } from './trade-facts'
import { TradeFiguresCard } from './trade-figures'
import { outcomeLabel, sideLabel, statusLabel } from './trade-messages'
import { useTradeViewSettings } from './use-trade-view-settings'
import * as styles from './trade-detail.css'

/** One trade in full: its numbers, what was typed, notes, screenshots, and the actions on it. */
export function TradeDetailView({ trade }: { trade: Trade }) {
  const { t, i18n } = useLingui()
  const { timeZone, breakevenBand, blur } = useTradeViewSettings()
  const figures = useMemo(() => deriveTradeFigures(trade, { timeZone, breakevenBand }), [trade, timeZone, breakevenBand])
  const opened = formatDate(trade.openedAt, i18n.locale, { style: 'datetime', timeZone })
  const side = sideLabel(trade.side)
  const symbol = trade.symbol
  const venue = trade.exchange ? ` · ${exchangeBrand(trade.exchange)}` : ''

  return (
    <div className={styles.page}>
      <PageHeader title={t`${symbol} ${side}`} description={`${opened}${venue}`} actions={<TradeActions trade={trade} />} />
      <div className={styles.badges}>
        <Badge tone={figures.status === 'open' ? 'primary' : 'neutral'}>{statusLabel(figures.status)}</Badge>
        {figures.outcome ? <Badge tone={figures.outcome === 'win' ? 'success' : figures.outcome === 'loss' ? 'danger' : 'neutral'}>{outcomeLabel(figures.outcome)}</Badge> : null}
      </div>
      <TradeConflicts trade={trade} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <TradeFiguresCard trade={trade} figures={figures} blur={blur} breakevenBand={breakevenBand} />
          <Card as="section" aria-labelledby="trade-screenshots-title">
            <CardHeader titleId="trade-screenshots-title" title={t`Screenshots`} />
            <div className={styles.stack}>
              <ScreenshotGallery trade={trade} />
              <AttachScreenshots tradeId={trade.id} />
            </div>
          </Card>
        </div>
        <div className={styles.stack}>
          <TradeFacts trade={trade} timeZone={timeZone} blur={blur} />
          <Card as="section" aria-labelledby="trade-notes-title">
            <CardHeader titleId="trade-notes-title" title={t`Notes`} />
            {trade.notes.trim() ? <NotesView text={trade.notes} /> : <p className={styles.muted}>{t`No notes for this trade.`}</p>}
          </Card>
        </div>
      </div>
    </div>
  )
}
