import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useJournalDatabase, useTrade } from '../../db'
import { Button, buttonClass, EmptyState, PageHeader, Spinner } from '../../ui'
import { TradeDetailView } from './trade-detail-view'

/** The trade of a `?trade=<id>` link: loading, not found, in the trash, or shown in full. */
export function TradeDetail({ tradeId }: { tradeId: string }) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const { data: trade, isLoading, error } = useTrade(tradeId)
  const back = (
    <Link to="/trade-analysis" search={{}} className={buttonClass({ variant: 'secondary' })}>
      {t`See recent trades`}
    </Link>
  )

  if (isLoading) return <Spinner showLabel />
  if (error) {
    return (
      <>
        <PageHeader title={t`Trade Analysis`} />
        <EmptyState title={t`Failed to load data`} description={error.message} action={back} />
      </>
    )
  }
  if (!trade) {
    return (
      <>
        <PageHeader title={t`Trade Analysis`} />
        <EmptyState
          title={t`Trade not found`}
          description={t`No trade in this journal has this link. It may have been deleted for good, or the link is incomplete.`}
          action={back}
        />
      </>
    )
  }
  if (trade.isDeleted) {
    return (
      <>
        <PageHeader title={t`Trade Analysis`} />
        <EmptyState
          title={t`This trade is in the trash`}
          description={t`Restore it to see it again in your journal and statistics.`}
          action={
            <Button variant="primary" onClick={() => void db.trades.restore(trade.id)}>
              {t`Restore`}
            </Button>
          }
        />
      </>
    )
  }
  return <TradeDetailView trade={trade} />
}
