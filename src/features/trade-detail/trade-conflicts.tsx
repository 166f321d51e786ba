import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { isSettableField, UNDONE_DELETION, useAccounts, useJournalDatabase, useTags } from '../../db'
import type { FieldConflict, Trade } from '../../domain'
import { Button, Card, CardHeader, EMPTY_VALUE, formatDate, notify } from '../../ui'
import { conflictFieldLabel } from './conflict-labels'
import * as styles from '../../ui/components/conflict-list.css'

/**
 * The values this trade lost when two devices changed the same field at once (sync.md, guarantee 2:
 * nothing typed disappears without a trace). The sync merge kept one value on every device; here the
 * trader sees the other one and can take it instead, or dismiss it.
 */
export function TradeConflicts({ trade }: { trade: Trade }) {
  const { t, i18n } = useLingui()
  const db = useJournalDatabase()
  const { data: tags } = useTags()
  const { data: accounts } = useAccounts()
  const [busy, setBusy] = useState(false)
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

  async function settle(conflict: FieldConflict, choice: 'use' | 'dismiss') {
    setBusy(true)
    try {
      await db.trades.settleConflict(trade.id, conflict, choice)
      if (choice === 'use') notify.success(t`Updated successfully`)
    } catch {
      notify.error(t`The change could not be saved. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="trade-conflicts-title" className={styles.card}>
      <CardHeader
        titleId="trade-conflicts-title"
        title={t`Changed on two devices`}
        description={t`These fields were changed on two devices at the same time. The trade keeps one value; the other is kept here so nothing you typed is lost.`}
      />
      <ul className={styles.list}>
        {conflicts.map((conflict) => {
          const label = conflictFieldLabel(conflict.field)
          const field = conflict.field
          // A deletion an edit undid: taking it back moves the trade to the trash after all.
          const deletion = field === UNDONE_DELETION.field
          const takeable = deletion || isSettableField(field)
          const kept = deletion ? trash(trade.isDeleted) : isSettableField(field) ? show(field, (trade as unknown as Record<string, unknown>)[field]) : null
          const other = deletion ? trash(lost(conflict) === true) : show(field, lost(conflict))
          return (
            <li key={`${conflict.field}\u0000${conflict.lostValue}`} className={styles.item} aria-label={label}>
              <p className={styles.field}>{label}</p>
              <dl className={styles.values}>
                {kept !== null ? (
                  <>
                    <dt className={styles.term}>{t`Kept`}</dt>
                    <dd className={styles.value}>{kept}</dd>
                  </>
                ) : null}
                <dt className={styles.term}>{t`Other value`}</dt>
                <dd className={styles.value}>{other}</dd>
              </dl>
              <div className={styles.actions}>
                {takeable ? (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => void settle(conflict, 'use')}>
                    {t`Use the other value`}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => void settle(conflict, 'dismiss')}>
                  {t`Dismiss`}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
