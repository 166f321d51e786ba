import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { notify } from '../toast'
import { Button } from './button'
import { Card, CardHeader } from './card'
import * as styles from './conflict-list.css'

/** One value lost to another device's change of the same field, as the trader reads it. */
export interface ConflictItem {
  readonly id: string
  readonly label: string
  /** The value kept; null where there is none to show (a field that cannot be taken back). */
  readonly kept: string | null
  readonly other: string
  /** 'Use the other value' is offered. */
  readonly takeable: boolean
}

export interface ConflictCardProps {
  readonly titleId: string
  readonly description: string
  readonly items: readonly ConflictItem[]
  /** Takes the other value back (`use`) or dismisses it; a rejection is told as an error toast. */
  readonly onSettle: (id: string, choice: 'use' | 'dismiss') => Promise<void>
}

/**
 * 'Changed on two devices': values the sync merge did not keep (docs/sync.md, guarantee 2), each beside
 * the one kept, with 'Use the other value' and 'Dismiss'. Renders nothing when there are none.
 */
export function ConflictCard({ titleId, description, items, onSettle }: ConflictCardProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  if (items.length === 0) return null

  async function settle(id: string, choice: 'use' | 'dismiss') {
    setBusy(true)
    try {
      await onSettle(id, choice)
      if (choice === 'use') notify.success(t`Updated successfully`)
    } catch {
      notify.error(t`The change could not be saved. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <CardHeader titleId={titleId} title={t`Changed on two devices`} description={description} />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} aria-label={item.label}>
            <p className={styles.field}>{item.label}</p>
            <dl className={styles.values}>
              {item.kept !== null ? (
                <>
                  <dt className={styles.term}>{t`Kept`}</dt>
                  <dd className={styles.value}>{item.kept}</dd>
                </>
              ) : null}
              <dt className={styles.term}>{t`Other value`}</dt>
              <dd className={styles.value}>{item.other}</dd>
            </dl>
            <div className={styles.actions}>
              {item.takeable ? (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => void settle(item.id, 'use')}>
                  {t`Use the other value`}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void settle(item.id, 'dismiss')}>
                {t`Dismiss`}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
