import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, Dialog, DialogClose, type ButtonProps } from '../../ui'

interface RemoveSampleDialogProps {
  readonly removing: boolean
  /** Resolves true once removed. */
  readonly onConfirm: () => Promise<boolean>
  readonly triggerVariant?: ButtonProps['variant']
  readonly triggerSize?: ButtonProps['size']
}

/** 'Remove sample data' with a confirmation: one step, and it says what stays. */
export function RemoveSampleDialog({ removing, onConfirm, triggerVariant = 'secondary', triggerSize = 'sm' }: RemoveSampleDialogProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={setOpen}
      title={t`Remove sample data?`}
      description={t`This deletes the sample trades, tags and accounts from this journal. Trades, tags and accounts you added yourself stay.`}
      trigger={
        <Button variant={triggerVariant} size={triggerSize} loading={removing}>
          {t`Remove sample data`}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="ghost">{t`Cancel`}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={removing}
            onClick={async () => {
              if (await onConfirm()) setOpen(false)
            }}
          >
            {t`Remove sample data`}
          </Button>
        </>
      }
    />
  )
}
