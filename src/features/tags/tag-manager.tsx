import { Plural, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { Id, Tag, TagKind } from '../../domain'
import { type TagNameProblem } from '../../domain/tags'
import { useJournalDatabase, useTags } from '../../db'
import { Button, Card, CardHeader, Checkbox, notify, TextField } from '../../ui'
import { DeleteTagDialog } from './delete-tag-dialog'
import { MergeTagsDialog } from './merge-tags-dialog'
import { RenameTagDialog } from './rename-tag-dialog'
import { tagKindWords, tagNameMessage } from './tag-messages'
import * as styles from './tags.css'

export interface TagManagerProps {
  kind: TagKind
  /** Trades per tag id (useTagUsage), shared by the three managers of the settings section. */
  usage: ReadonlyMap<Id, number>
}

type Dialogs = { readonly kind: 'rename' | 'delete'; readonly tag: Tag } | { readonly kind: 'merge' } | null

/** One kind of tag: add, rename, merge (select two or more), delete, with the trades using each. */
export function TagManager({ kind, usage }: TagManagerProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const words = tagKindWords(kind)
  const { data: tags, isLoading } = useTags(kind)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<TagNameProblem | null>(null)
  const [adding, setAdding] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set())
  const [dialog, setDialog] = useState<Dialogs>(null)
  const titleId = `tags-${kind}-title`
  // Selection survives only for tags still there (a merge or delete elsewhere removes them).
  const selectedTags = tags.filter((tag) => selected.has(tag.id))

  async function add(event: FormEvent) {
    event.preventDefault()
    if (adding) return
    setAdding(true)
    try {
      const result = await db.tags.create(kind, name)
      if (!result.ok) {
        setProblem(result.problem)
        return
      }
      setName('')
      notify.success(t`Created successfully`)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setAdding(false)
    }
  }

  function toggle(id: Id, checked: boolean) {
    setSelected((previous) => {
      const next = new Set(previous)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  }

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.manager}>
      <CardHeader
        titleId={titleId}
        title={words.plural}
        actions={
          selectedTags.length >= 2 ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'merge' })}>
              {t`Merge selected`}
            </Button>
          ) : null
        }
      />
      <form className={styles.addForm} onSubmit={(event) => void add(event)} noValidate>
        <TextField
          className={styles.addField}
          label={words.newLabel}
          value={name}
          autoComplete="off"
          errorText={problem ? tagNameMessage(problem, kind) : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setProblem(null)
          }}
        />
        <Button type="submit" variant="secondary" loading={adding}>
          {words.addButton}
        </Button>
      </form>
      {isLoading ? null : tags.length === 0 ? (
        <p className={styles.muted}>{words.empty}</p>
      ) : (
        <>
          <p className={styles.muted}>{t`Select two or more to merge them.`}</p>
          <ul className={styles.list} aria-labelledby={titleId}>
            {tags.map((tag) => {
              const tagName = tag.name
              return (
                <li key={tag.id} className={styles.row}>
                  <Checkbox className={styles.rowName} label={tag.name} checked={selected.has(tag.id)} onCheckedChange={(checked) => toggle(tag.id, checked)} />
                  <span className={styles.rowCount}>
                    <Plural value={usage.get(tag.id) ?? 0} one="# trade" other="# trades" />
                  </span>
                  <span className={styles.rowActions}>
                    <Button variant="ghost" size="sm" aria-label={t`Rename ${tagName}`} onClick={() => setDialog({ kind: 'rename', tag })}>
                      {t`Rename`}
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={t`Delete ${tagName}`} onClick={() => setDialog({ kind: 'delete', tag })}>
                      {t`Delete`}
                    </Button>
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      )}
      {dialog?.kind === 'rename' ? <RenameTagDialog tag={dialog.tag} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteTagDialog tag={dialog.tag} tradeCount={usage.get(dialog.tag.id) ?? 0} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'merge' ? (
        <MergeTagsDialog
          tags={selectedTags}
          usage={usage}
          onClose={(merged) => {
            if (merged) setSelected(new Set())
            setDialog(null)
          }}
        />
      ) : null}
    </Card>
  )
}
