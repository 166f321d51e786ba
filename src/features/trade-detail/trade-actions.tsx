import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useJournalDatabase } from '../../db'
import type { Trade } from '../../domain'
import { Button, notify, TrashIcon } from '../../ui'
import { EditTradeDialog } from './edit-trade-dialog'
import * as styles from './trade-detail.css'

/** Edit and delete (to the trash, with undo in the toast). */
export function TradeActions({ trade }: { trade: Trade }) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState(false)

  async function onDelete() {
    setDeleting(true)
    try {
      await db.trades.softDelete(trade.id)
      notify.success(t`Deleted successfully`, {
        action: {
          label: t`Undo`,
          onClick: () => {
            void db.trades.restore(trade.id).then(
              () => navigate({ to: '/trade-analysis', search: { trade: trade.id } }),
              () => notify.error(t`Something went wrong`),
            )
          },
        },
      })
      await navigate({ to: '/trade-analysis', search: {} })
    } catch {
      notify.error(t`Something went wrong`)
      setDeleting(false)
    }
  }

  return (
    <div className={styles.actions}>
      <EditTradeDialog trade={trade} />
      <Button variant="destructive" leadingIcon={<TrashIcon />} loading={deleting} onClick={() => void onDelete()}>
        {t`Delete`}
      </Button>
    </div>
  )
}
