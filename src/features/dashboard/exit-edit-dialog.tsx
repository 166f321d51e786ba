import { useLingui } from '@lingui/react/macro'
import { Button, Dialog, DialogClose } from '../../ui'

interface ExitEditDialogProps {
  readonly saving: boolean
  /** Writes the draft, then leaves edit mode. */
  readonly onSave: () => void
  /** Leaves edit mode and throws the draft away. */
  readonly onDiscard: () => void
  /** Back to editing, the draft as it was. */
  readonly onClose: () => void
}

/** Asked when 'Exit edit mode' would leave unsaved layout changes behind. */
export function ExitEditDialog({ saving, onSave, onDiscard, onClose }: ExitEditDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open
      size="sm"
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Save your layout changes?`}
      description={t`You moved, resized, added or removed widgets since the last save. Save them, or discard them and go back to the saved layout.`}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost">{t`Keep editing`}</Button>
          </DialogClose>
          <Button variant="secondary" onClick={onDiscard}>
            {t`Discard changes`}
          </Button>
          <Button variant="primary" loading={saving} onClick={onSave}>
            {t`Save and exit`}
          </Button>
        </>
      }
    />
  )
}
