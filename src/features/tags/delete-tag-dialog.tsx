import { Plural, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Tag } from '../../domain'
import { useJournalDatabase } from '../../db'
import { Button, Dialog, DialogClose, notify } from '../../ui'
import { tagKindWords } from './tag-messages'

export interface DeleteTagDialogProps {
  tag: Tag
  /** Live trades using the tag, said in the confirmation. */
  tradeCount: number
  onClose: () => void
}

/** Asks before deleting, saying how many trades lose the tag. */
export function DeleteTagDialog({ tag, tradeCount, onClose }: DeleteTagDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const [busy, setBusy] = useState(false)
  const name = tag.name

  async function confirm() {
    setBusy(true)
    try {
      await db.tags.deleteAndUntag(tag.id)
      notify.success(t`Deleted successfully`)
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
      size="sm"
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={tagKindWords(tag.kind).deleteTitle}
      description={
        tradeCount === 0 ? (
          t`No trade uses ${name}.`
        ) : (
          <Plural value={tradeCount} one={`${name} is used by # trade, which will lose it.`} other={`${name} is used by # trades, which will lose it.`} />
        )
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t`Cancel`}</Button>
          </DialogClose>
          <Button variant="destructive" loading={busy} onClick={() => void confirm()}>
            {t`Delete`}
          </Button>
        </>
      }
    />
  )
}
