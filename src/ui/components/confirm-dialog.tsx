import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { notify } from '../toast'
import { Button } from './button'
import { Dialog, DialogClose, type DialogProps } from './dialog'

export interface ConfirmDialogProps {
  title: ReactNode
  description: ReactNode
  /** The confirming button's label, e.g. 'Delete'. */
  confirmLabel: string
  /** Does the work (and says so with its own success toast); a throw keeps the dialog open. */
  onConfirm: () => Promise<void>
  onClose: () => void
  size?: DialogProps['size']
}

/**
 * An open alert dialog that asks before a destructive step: Cancel, or the destructive button
 * busy until `onConfirm` settles. A failure says 'Something went wrong' and leaves the dialog open
 * so the trader can try again or cancel.
 */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, onClose, size }: ConfirmDialogProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      size={size}
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t`Cancel`}</Button>
          </DialogClose>
          <Button variant="destructive" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
