import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { type Account, exchangeBrand, type Tag } from '../../domain'
import { activeFilterKeys, type JournalFilter, type JournalFilterKey, withoutFilter, withoutTag } from '../../domain/journal'
import { Button, CloseIcon, formatDate } from '../../ui'
import type { JournalLabels } from './journal-messages'
import * as styles from './journal.css'

interface FilterChipsProps {
  readonly filter: JournalFilter
  readonly onChange: (filter: JournalFilter) => void
  readonly onClear: () => void
  readonly tags: readonly Tag[]
  readonly accounts: readonly Account[]
  readonly labels: JournalLabels
}

interface Chip {
  readonly id: string
  readonly text: string
  readonly remove: () => JournalFilter
}

/** The active filters as chips, each with its own remove button, and 'Clear filters'. */
export const FilterChips = memo(function FilterChips({ filter, onChange, onClear, tags, accounts, labels }: FilterChipsProps) {
  const { t, i18n } = useLingui()
  const tagName = (id: string) => tags.find((tag) => tag.id === id)?.name ?? t`Unknown tag`
  const day = (text: string | undefined) => (text ? formatDate(`${text}T12:00:00Z`, i18n.locale, { style: 'date', timeZone: 'UTC' }) : '…')

  function chipsOf(key: JournalFilterKey): Chip[] {
    const drop = () => withoutFilter(filter, key)
    switch (key) {
      case 'date': {
        const preset = filter.datePreset ?? 'custom'
        const text = preset === 'custom' ? t`Date: ${day(filter.from)} – ${day(filter.to)}` : t`Date: ${labels.datePreset[preset]}`
        return [{ id: key, text, remove: drop }]
      }
      case 'symbol':
        return [{ id: key, text: t`Symbol: ${filter.symbol ?? ''}`, remove: drop }]
      case 'side':
        return [{ id: key, text: t`Side: ${filter.side ? labels.side[filter.side] : ''}`, remove: drop }]
      case 'outcome':
        return [{ id: key, text: t`Outcome: ${filter.outcome ? labels.outcome[filter.outcome] : ''}`, remove: drop }]
      case 'setupId':
        return [{ id: key, text: t`Setup: ${tagName(filter.setupId ?? '')}`, remove: drop }]
      case 'tagIds':
        return filter.tagIds.map((id) => ({ id: `tag-${id}`, text: t`Tag: ${tagName(id)}`, remove: () => withoutTag(filter, id) }))
      case 'exchange':
        return [{ id: key, text: t`Exchange: ${exchangeBrand(filter.exchange ?? '')}`, remove: drop }]
      case 'accountId': {
        const name = accounts.find((account) => account.id === filter.accountId)?.name ?? t`Unknown account`
        return [{ id: key, text: t`Account: ${name}`, remove: drop }]
      }
      case 'search':
        return [{ id: key, text: t`Search: “${filter.search?.trim() ?? ''}”`, remove: drop }]
    }
  }

  const chips = activeFilterKeys(filter).flatMap(chipsOf)
  if (chips.length === 0) return null
  return (
    <ul className={styles.chips} aria-label={t`Active filters`}>
      {chips.map((chip) => (
        <li key={chip.id} className={styles.chip}>
          <span className={styles.chipText}>{chip.text}</span>
          <button type="button" className={styles.chipRemove} aria-label={t`Remove filter ${chip.text}`} onClick={() => onChange(chip.remove())}>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
      <li>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t`Clear filters`}
        </Button>
      </li>
    </ul>
  )
})
