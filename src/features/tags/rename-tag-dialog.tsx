import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Tag } from '../../domain'
import { type TagNameProblem } from '../../domain/tags'
import { useJournalDatabase } from '../../db'
import { FormDialog, notify, TextField } from '../../ui'
import { tagKindWords, tagNameMessage } from './tag-messages'

export interface RenameTagDialogProps {
  tag: Tag
  onClose: () => void
}

/** Renames a tag under the create rules; a refused name stays in the field with the reason under it. */
export function RenameTagDialog({ tag, onClose }: RenameTagDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const [name, setName] = useState(tag.name)
  const [problem, setProblem] = useState<TagNameProblem | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit() {
    setSaving(true)
    try {
      const result = await db.tags.renameChecked(tag.id, name)
      if (!result.ok) {
        setProblem(result.problem)
        return
      }
      notify.success(t`Updated successfully`)
      onClose()
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog size="sm" title={tagKindWords(tag.kind).renameTitle} saving={saving} onSubmit={() => void submit()} onClose={onClose}>
      <TextField
        label={t`Name`}
        value={name}
        autoComplete="off"
        errorText={problem ? tagNameMessage(problem, tag.kind) : undefined}
        onChange={(event) => {
          setName(event.target.value)
          setProblem(null)
        }}
      />
    </FormDialog>
  )
}
