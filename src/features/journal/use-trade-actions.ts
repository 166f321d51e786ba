import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type Trade, useJournalDatabase } from '../../db'
import type { TradeSummaryCache } from '../../domain/journal'
import { notify } from '../../ui'
import type { JournalLabels } from './journal-messages'
import { shareCardFields } from './share-card'
import { shareTrade } from './share-trade'
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
  readonly timeZone: string
  readonly openDialog: (state: TradeDialogState) => void
}

/** What each row action does: dialogs for edit, duplicate and tags; delete with undo; share. */
export function useTradeActions({ summaries, labels, blur, timeZone, openDialog }: Options) {
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
          focus: true,
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
      const fields = shareCardFields(
        trade,
        summary,
        {
          side: labels.side[trade.side],
          outcome: summary.status === 'open' ? labels.outcome.open : summary.outcome ? labels.outcome[summary.outcome] : undefined,
          entry: t`Entry`,
          exit: t`Exit`,
          roi: t`ROI`,
          netPnl: t`Net P&L`,
          leverage: t`Leverage`,
          amountsHidden: t`Amounts hidden`,
          footer: t`Logged in my trading journal`,
        },
        { locale: i18n.locale, timeZone, hideMoney: blur },
      )
      const outcome = await shareTrade(fields)
      const hiddenNote = blur ? t`Amounts are hidden; percentages are kept.` : undefined
      if (outcome === 'copied-image') notify.success(t`Copied to clipboard`, { description: hiddenNote ?? t`The trade card was copied as an image.` })
      else if (outcome === 'copied-text') notify.success(t`Copied to clipboard`, { description: hiddenNote })
      else if (outcome === 'failed') notify.error(t`Could not share or copy the trade`)
    },
    [summaries, labels, blur, timeZone, t, i18n.locale],
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
