import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { conflictKey, isSettableField, UNDONE_DELETION, useAccounts, useJournalDatabase, useTags } from '../../db'
import type { FieldConflict, Trade } from '../../domain'
import { ConflictCard, type ConflictItem, EMPTY_VALUE, formatDate } from '../../ui'
import { conflictFieldLabel } from './conflict-messages'

/**
 * The values this trade lost when two devices changed the same field at once (docs/sync.md, guarantee 2:
 * nothing typed disappears without a trace). The sync merge kept one value on every device; here the
 * trader sees the other one and can take it instead, or dismiss it.
 */
export function TradeConflicts({ trade }: { trade: Trade }) {
  const { t, i18n } = useLingui()
  const db = useJournalDatabase()
  const { data: tags } = useTags()
  const { data: accounts } = useAccounts()
  const names = useMemo(() => new Map([...tags, ...accounts].map((entry) => [entry.id, entry.name])), [tags, accounts])
  const conflicts = trade.conflicts ?? []
  if (conflicts.length === 0) return null

  /** A stored value as the trader reads it: names for tag and account ids, dates in their locale. */
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE
    if (Array.isArray(value)) return value.map((item) => show(field, item)).join(', ')
    if (typeof value === 'string') {
      if (names.has(value)) return names.get(value) as string
      if (field === 'openedAt' || field === 'closedAt') return formatDate(value, i18n.locale, { style: 'datetime' })
      return value
    }
    if (typeof value === 'object') return JSON.stringify(value)
    return String(value)
  }
  const trash = (deleted: boolean): string => (deleted ? t`In the trash` : t`Not in the trash`)
  const lost = (conflict: FieldConflict): unknown => {
    try {
      return JSON.parse(conflict.lostValue)
    } catch {
      return conflict.lostValue
    }
  }

  const items = conflicts.map((conflict): ConflictItem => {
    const field = conflict.field
    // A deletion an edit undid: taking it back moves the trade to the trash after all.
    const deletion = field === UNDONE_DELETION.field
    return {
      id: conflictKey(conflict),
      label: conflictFieldLabel(field),
      kept: deletion ? trash(trade.isDeleted) : isSettableField(field) ? show(field, (trade as unknown as Record<string, unknown>)[field]) : null,
      other: deletion ? trash(lost(conflict) === true) : show(field, lost(conflict)),
      takeable: deletion || isSettableField(field),
    }
  })

  return (
    <ConflictCard
      titleId="trade-conflicts-title"
      description={t`These fields were changed on two devices at the same time. The trade keeps one value; the other is kept here so nothing you typed is lost.`}
      items={items}
      onSettle={async (id, choice) => {
        const conflict = conflicts.find((entry) => conflictKey(entry) === id)
        if (conflict) await db.trades.settleConflict(trade.id, conflict, choice)
      }}
    />
  )
}
