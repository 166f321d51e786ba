import { Plural, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Id, Tag } from '../../domain'
import { useJournalDatabase } from '../../db'
import { FormDialog, notify } from '../../ui'
import { tagKindWords } from './tag-messages'
import * as styles from './tags.css'

export interface MergeTagsDialogProps {
  /** Two or more tags of one kind. */
  tags: readonly Tag[]
  usage: ReadonlyMap<Id, number>
  onClose: (merged: boolean) => void
}

/** Picks the tag to keep; the others' trades move to it and the others are deleted. */
export function MergeTagsDialog({ tags, usage, onClose }: MergeTagsDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  // The most used tag is the likely keeper.
  const [targetId, setTargetId] = useState(() => [...tags].sort((a, b) => (usage.get(b.id) ?? 0) - (usage.get(a.id) ?? 0))[0]?.id ?? '')
  const [busy, setBusy] = useState(false)
  const kind = tags[0]?.kind ?? 'setup'

  async function submit() {
    if (!targetId) return
    setBusy(true)
    try {
      await db.tags.merge(
        tags.map((tag) => tag.id),
        targetId,
      )
      notify.success(t`Updated successfully`)
      onClose(true)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      size="sm"
      title={tagKindWords(kind).mergeTitle}
      description={t`Trades tagged with the others get the one you keep, and the others are deleted.`}
      submitLabel={t`Merge`}
      saving={busy}
      onSubmit={() => void submit()}
      onClose={() => onClose(false)}
    >
      <fieldset className={styles.radios}>
        <legend className={styles.groupTitle}>{t`Keep`}</legend>
        {tags.map((tag) => (
          <label key={tag.id} className={styles.radio}>
            <input
              type="radio"
              name="merge-target"
              className={styles.radioInput}
              value={tag.id}
              aria-label={tag.name}
              aria-describedby={`merge-count-${tag.id}`}
              checked={targetId === tag.id}
              onChange={() => setTargetId(tag.id)}
            />
            <span>
              {tag.name}{' '}
              <span id={`merge-count-${tag.id}`} className={styles.rowCount}>
                (<Plural value={usage.get(tag.id) ?? 0} one="# trade" other="# trades" />)
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  )
}
