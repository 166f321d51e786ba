import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Trade } from '../../domain'
import { Button, Dialog, EditIcon } from '../../ui'
import { TradeForm } from '../trade-form'

/** 'Edit' opens the trade form on this trade in a dialog; saving closes it and the page updates live. */
export function EditTradeDialog({ trade }: { trade: Trade }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={t`Edit trade`}
      description={trade.symbol}
      trigger={
        <Button variant="secondary" leadingIcon={<EditIcon />}>
          {t`Edit`}
        </Button>
      }
    >
      <TradeForm trade={trade} onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </Dialog>
  )
}
