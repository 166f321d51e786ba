import { useLingui } from '@lingui/react/macro'
import { memo, useEffect, useRef, useState } from 'react'
import { type JournalQuery, type JournalSort, MAX_SEARCH_LENGTH } from '../../domain/journal'
import { Badge, Button, Field, FilterIcon, TextInput, SelectField } from '../../ui'
import type { JournalLabels } from './journal-messages'
import * as styles from './journal.css'

interface JournalToolbarProps {
  readonly query: JournalQuery
  readonly onSearch: (text: string) => void
  readonly onSort: (sort: JournalSort) => void
  readonly labels: JournalLabels
  /** On a phone the filters open in a dialog from this button; undefined on wider screens. */
  readonly onOpenFilters?: () => void
  readonly activeFilters: number
}

/** Waits this long after the last key before filtering, so a phone does not re-filter per letter. */
const SEARCH_DELAY_MS = 150

/** Search box, sort order and, on a phone, the button that opens the filters. */
export const JournalToolbar = memo(function JournalToolbar({ query, onSearch, onSort, labels, onOpenFilters, activeFilters }: JournalToolbarProps) {
  const { t } = useLingui()
  const applied = query.filter.search ?? ''
  const [text, setText] = useState(applied)
  const typing = useRef(false)
  // The URL changed under the box (a chip removed, 'Clear filters', back button): show it.
  useEffect(() => {
    if (!typing.current) setText(applied)
  }, [applied])
  useEffect(() => {
    if (!typing.current) return
    const timer = setTimeout(() => {
      typing.current = false
      onSearch(text)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])

  const sortValue = `${query.sort.field}:${query.sort.direction}`
  const sort = (
    <SelectField
      label={t`Sort by`}
      name="sort"
      value={sortValue}
      onValueChange={(value) => {
        const option = labels.sortOptions.find((candidate) => candidate.value === value)
        if (!option) return
        const [field, direction] = option.value.split(':') as [JournalSort['field'], JournalSort['direction']]
        onSort({ field, direction })
      }}
      options={labels.sortOptions}
    />
  )
  return (
    <div className={styles.toolbar} role="search">
      <Field label={t`Search trades`} className={styles.search}>
        <TextInput
          type="search"
          name="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t`Symbol or words in the notes`}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            typing.current = true
            setText(event.target.value)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            typing.current = false
            onSearch(text)
          }}
        />
      </Field>
      {onOpenFilters ? (
        <div className={styles.phoneActions}>
          <div className={styles.sortField}>{sort}</div>
          <Button variant="secondary" leadingIcon={<FilterIcon />} onClick={onOpenFilters}>
            {t`Filters`}
            {activeFilters > 0 ? <Badge tone="primary">{activeFilters}</Badge> : null}
          </Button>
        </div>
      ) : (
        sort
      )}
    </div>
  )
})
