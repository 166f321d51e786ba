import { Plural, useLingui } from '@lingui/react/macro'
import type { Tag } from '../../domain'
import { useJournalDatabase } from '../../db'
import { ConfirmDialog, notify } from '../../ui'
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
  const name = tag.name

  async function deleteTag() {
    await db.tags.deleteAndUntag(tag.id)
    notify.success(t`Deleted successfully`)
  }

  return (
    <ConfirmDialog
      size="sm"
      onClose={onClose}
      onConfirm={deleteTag}
      confirmLabel={t`Delete`}
      title={tagKindWords(tag.kind).deleteTitle}
      description={
        tradeCount === 0 ? (
          t`No trade uses ${name}.`
        ) : (
          <Plural value={tradeCount} one={`${name} is used by # trade, which will lose it.`} other={`${name} is used by # trades, which will lose it.`} />
        )
      }
    />
  )
}
