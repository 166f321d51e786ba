import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type Trade, useJournalDatabase } from '../../db'
import type { TradeSummaryCache } from '../../domain/journal'
import { notify } from '../../ui'
import type { JournalLabels } from './journal-labels'
import { shareCardText } from './share-card'
import type { RowAction } from './trade-row'

export type TradeDialogState =
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; readonly trade: Trade }
  | { readonly mode: 'duplicate'; readonly trade: Trade }
  | { readonly mode: 'tags'; readonly trade: Trade }

interface Options {
  readonly summaries: TradeSummaryCache
  readonly labels: JournalLabels
  readonly blur: boolean
  readonly openDialog: (state: TradeDialogState) => void
}

/** What each row action does: dialogs for edit, duplicate and tags; delete with undo; share. */
export function useTradeActions({ summaries, labels, blur, openDialog }: Options) {
  const { t, i18n } = useLingui()
  const db = useJournalDatabase()
  const navigate = useNavigate()

  const remove = useCallback(
    async (trade: Trade) => {
      try {
        await db.trades.softDelete(trade.id)
      } catch {
        notify.error(t`Failed to delete the trade`)
        return
      }
      notify.success(t`Deleted successfully`, {
        action: {
          label: t`Undo`,
          onClick: () => {
            db.trades.restore(trade.id).catch(() => notify.error(t`Failed to restore the trade`))
          },
        },
      })
    },
    [db, t],
  )

  const share = useCallback(
    async (trade: Trade) => {
      const summary = summaries.get(trade)
      const text = shareCardText(
        trade,
        summary,
        {
          side: labels.side[trade.side],
          outcome: summary.status === 'open' ? labels.outcome.open : summary.outcome ? labels.outcome[summary.outcome] : undefined,
          entry: t`Entry`,
          exit: t`Exit`,
          roi: t`ROI`,
          netPnl: t`Net P&L`,
          footer: t`Logged in my trading journal`,
        },
        i18n.locale,
        blur,
      )
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: trade.symbol, text })
          return
        } catch (error) {
          // The trader closed the share sheet: nothing to say. Other failures fall back to copying.
          if ((error as { name?: string }).name === 'AbortError') return
        }
      }
      try {
        await navigator.clipboard.writeText(text)
        notify.success(t`Copied to clipboard`, { description: blur ? t`Amounts are hidden; percentages are kept.` : undefined })
      } catch {
        notify.error(t`Could not share or copy the trade`)
      }
    },
    [summaries, labels, blur, t, i18n.locale],
  )

  return useCallback(
    (action: RowAction, trade: Trade) => {
      switch (action) {
        case 'details':
          void navigate({ to: '/trade-analysis', search: { trade: trade.id } })
          return
        case 'edit':
        case 'duplicate':
        case 'tags':
          openDialog({ mode: action, trade })
          return
        case 'delete':
          void remove(trade)
          return
        case 'share':
          void share(trade)
      }
    },
    [navigate, openDialog, remove, share],
  )
}
