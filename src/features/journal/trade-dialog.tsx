import { useLingui } from '@lingui/react/macro'
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { type Trade, useTrade } from '../../db'
import { Button, Dialog, DialogClose, Spinner } from '../../ui'
import type { ScreenshotDraft } from '../screenshot-reading'
import { TradeTagPicker } from '../tags'
import { TradeForm, tradeToFormValues, type TradeFormValues } from '../trade-form'
import type { TradeDialogState } from './use-trade-actions'

// 'Read a screenshot' loads with the dialog's first use, the reader itself only when a screenshot is read.
const ReadScreenshotAction = lazy(() => import('../screenshot-reading/read-screenshot-action').then((module) => ({ default: module.ReadScreenshotAction })))
const ScreenshotDraftForm = lazy(() => import('../screenshot-reading/screenshot-draft-form').then((module) => ({ default: module.ScreenshotDraftForm })))

interface TradeDialogProps {
  readonly state: TradeDialogState | null
  readonly timeZone: string
  readonly onClose: () => void
}

/**
 * The trade form in a dialog (add, edit, duplicate), or the tags of one trade. Memoised: closed, it
 * is still a dialog state machine, which the journal's other updates need not render again.
 */
export const TradeDialog = memo(function TradeDialog({ state, timeZone, onClose }: TradeDialogProps) {
  const { t } = useLingui()
  // Mounted on first use (then kept, for its closing animation): the journal's first rows need not
  // wait for a dialog that may never open.
  const [used, setUsed] = useState(false)
  if (state !== null && !used) setUsed(true)
  const title = !state ? '' : state.mode === 'add' ? t`New trade` : state.mode === 'edit' ? t`Edit trade` : state.mode === 'duplicate' ? t`Duplicate trade` : t`Tags`
  const description =
    state?.mode === 'duplicate' ? t`A copy of the trade: change what differs and save it as a new trade.` : state?.mode === 'tags' ? state.trade.symbol : undefined
  if (!used && state === null) return null
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={title}
      description={description}
      size={state?.mode === 'tags' ? 'md' : 'lg'}
      // A click beside a half-typed trade must not throw it away.
      closeOnInteractOutside={state?.mode === 'tags'}
      initialFocusEl={() => document.querySelector<HTMLElement>('[role="dialog"] [name="symbol"]')}
      footer={
        state?.mode === 'tags' ? (
          <DialogClose>
            <Button variant="primary">{t`Done`}</Button>
          </DialogClose>
        ) : undefined
      }
    >
      {state ? <DialogBody key={`${state.mode}:${'trade' in state ? state.trade.id : ''}`} state={state} timeZone={timeZone} onClose={onClose} /> : null}
    </Dialog>
  )
})

function DialogBody({ state, timeZone, onClose }: { state: TradeDialogState; timeZone: string; onClose: () => void }) {
  switch (state.mode) {
    case 'add':
      return <AddTradeBody onClose={onClose} />
    case 'edit':
      return <TradeForm trade={state.trade} onSaved={onClose} onCancel={onClose} />
    case 'duplicate':
      return <DuplicateForm trade={state.trade} timeZone={timeZone} onClose={onClose} />
    case 'tags':
      return <TagsBody trade={state.trade} />
  }
}

function AddTradeBody({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<ScreenshotDraft>()
  // What is typed before a screenshot is read stays where the screenshot read nothing.
  const typed = useRef<TradeFormValues>(undefined)
  const keepTyped = useCallback((values: TradeFormValues) => void (typed.current = values), [])
  if (draft) {
    return (
      <Suspense fallback={<Spinner />}>
        <ScreenshotDraftForm draft={draft} typedValues={typed.current} onSaved={onClose} onCancel={onClose} />
      </Suspense>
    )
  }
  return (
    <>
      <Suspense fallback={null}>
        <ReadScreenshotAction onRead={setDraft} />
      </Suspense>
      <TradeForm onSaved={onClose} onCancel={onClose} onValuesChange={keepTyped} />
    </>
  )
}

function DuplicateForm({ trade, timeZone, onClose }: { trade: Trade; timeZone: string; onClose: () => void }) {
  // Computed once: the copy starts from the trade as it was when 'Duplicate' was chosen.
  const initialValues = useMemo(() => tradeToFormValues(trade, timeZone), [trade, timeZone])
  // The copy keeps the original's emotions and mistakes too (its setup is among the values).
  return <TradeForm initialValues={initialValues} initialTagIds={trade.tagIds} onSaved={onClose} onCancel={onClose} />
}

function TagsBody({ trade }: { trade: Trade }) {
  // Live, so each tick shows at once (the picker saves every change as it is made).
  const live = useTrade(trade.id).data ?? trade
  return <TradeTagPicker trade={live} />
}
