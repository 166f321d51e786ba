import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import type { Id, Tag, TagKind } from '../../domain'
import { normaliseTagName, tagNameKey, type TagNameProblem } from '../../domain/tags'
import { useJournalDatabase, useTags } from '../../db'
import { Button, Checkbox, cx, Field, notify, TextInput, SelectField } from '../../ui'
import { tagKindWords, tagNameMessage } from './tag-messages'
import * as styles from './tags.css'

export interface TagPickerProps {
  /** The chosen tag ids. */
  value: readonly Id[]
  onChange: (tagIds: Id[]) => void
  /** Kinds offered, in this order; default emotions, mistakes, setups. */
  kinds?: readonly TagKind[]
  /** The group's name; default 'Tags'. */
  label?: string
  disabled?: boolean
  className?: string
}

const DEFAULT_KINDS: readonly TagKind[] = ['emotion', 'mistake', 'setup']

/**
 * Chooses the tags of one trade: a checkbox per tag, grouped by kind, and one field that narrows the
 * list as the trader types and creates a tag from the typed name (Enter or the Create button). It
 * never submits a surrounding form, so it sits inside the trade form.
 */
export function TagPicker({ value, onChange, kinds = DEFAULT_KINDS, label, disabled, className }: TagPickerProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const { data: allTags } = useTags()
  const ids = useId()
  const [query, setQuery] = useState('')
  const [newKind, setNewKind] = useState<TagKind>(kinds[0] ?? 'emotion')
  const [problem, setProblem] = useState<TagNameProblem | null>(null)
  const [creating, setCreating] = useState(false)

  const chosen = useMemo(() => new Set(value), [value])
  const wanted = tagNameKey(query)
  const visible = (tag: Tag) => chosen.has(tag.id) || wanted === '' || tagNameKey(tag.name).includes(wanted)
  const groups = kinds.map((kind) => ({ kind, tags: allTags.filter((tag) => tag.kind === kind) }))
  const offered = groups.map((group) => ({ ...group, tags: group.tags.filter(visible) }))
  const anyTags = groups.some((group) => group.tags.length > 0)
  const anyOffered = offered.some((group) => group.tags.length > 0)
  const name = normaliseTagName(query)
  const exists = allTags.some((tag) => tag.kind === newKind && tagNameKey(tag.name) === wanted)
  const canCreate = name !== '' && !exists && !disabled

  function toggle(id: Id, checked: boolean) {
    onChange(checked ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id))
  }

  async function create() {
    if (!canCreate || creating) return
    setCreating(true)
    try {
      const result = await db.tags.create(newKind, query)
      if (!result.ok) {
        setProblem(result.problem)
        return
      }
      onChange([...value, result.tag.id])
      setQuery('')
      notify.success(t`Created successfully`)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setCreating(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter here means "create this tag", never "submit the trade".
    if (event.key !== 'Enter') return
    event.preventDefault()
    void create()
  }

  return (
    <fieldset className={cx(styles.picker, className)} disabled={disabled}>
      <legend className={styles.legend}>{label ?? t`Tags`}</legend>
      <div className={styles.createRow}>
        <Field label={t`Find or create a tag`} helperText={canCreate ? t`Press Enter to create it.` : undefined} errorText={problem ? tagNameMessage(problem, newKind) : undefined}>
          <TextInput
            value={query}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="done"
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setQuery(event.target.value)
              setProblem(null)
            }}
          />
        </Field>
        {kinds.length > 1 ? (
          <SelectField
            label={t`Kind of new tag`}
            name={`${ids}-kind`}
            value={newKind}
            onValueChange={(kind) => {
              setNewKind(kind as TagKind)
              setProblem(null)
            }}
            options={kinds.map((kind) => ({ value: kind, label: tagKindWords(kind).singular }))}
          />
        ) : null}
      </div>
      {canCreate ? (
        <div>
          <Button variant="secondary" size="sm" loading={creating} onClick={() => void create()}>
            {t`Create “${name}”`}
          </Button>
        </div>
      ) : null}
      {offered.map(({ kind, tags }) =>
        tags.length === 0 ? null : (
          <div key={kind} role="group" aria-labelledby={`${ids}-${kind}`} className={styles.group}>
            <span id={`${ids}-${kind}`} className={styles.groupTitle}>
              {tagKindWords(kind).plural}
            </span>
            <div className={styles.options}>
              {tags.map((tag) => (
                <Checkbox key={tag.id} label={tag.name} checked={chosen.has(tag.id)} onCheckedChange={(checked) => toggle(tag.id, checked)} />
              ))}
            </div>
          </div>
        ),
      )}
      {!anyTags ? <p className={styles.muted}>{t`No tags yet. Type a name to create one.`}</p> : !anyOffered ? <p className={styles.muted}>{t`No tags match.`}</p> : null}
    </fieldset>
  )
}
