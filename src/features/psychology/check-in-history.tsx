import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { JournalEntry, Tag } from '../../domain'
import { useJournalEntryRepository } from '../../db'
import { Badge, Button, notify } from '../../ui'
import type { Formatters } from '../charts'
import { useScoreWords } from './check-in-messages'
import * as styles from './psychology.css'

const PAGE = 30

export interface CheckInHistoryProps {
  /** Check-ins, newest day first. */
  readonly checkIns: readonly JournalEntry[]
  readonly tags: readonly Tag[]
  readonly fmt: Formatters
  readonly onEdit: (entry: JournalEntry) => void
}

/** Past check-ins, newest first, each with its scores, emotions and note; edit, or delete with undo. */
export function CheckInHistory({ checkIns, tags, fmt, onEdit }: CheckInHistoryProps) {
  const { t } = useLingui()
  const entries = useJournalEntryRepository()
  const words = useScoreWords()
  const [shown, setShown] = useState(PAGE)
  const names = new Map(tags.map((tag) => [tag.id, tag.name]))

  async function remove(entry: JournalEntry) {
    try {
      await entries.softDelete(entry.id)
      notify.success(t`Check-in deleted`, {
        action: {
          label: t`Undo`,
          onClick: () => {
            entries.restore(entry.id).catch(() => notify.error(t`Something went wrong`))
          },
        },
      })
    } catch {
      notify.error(t`Something went wrong`)
    }
  }

  if (checkIns.length === 0) return <p className={styles.historyScores}>{t`No check-ins yet. Your first one appears here once saved.`}</p>
  return (
    <>
      <ul className={styles.history} aria-label={t`Check-in history`}>
        {checkIns.slice(0, shown).map((entry) => {
          const day = fmt.day(entry.day)
          const mood = entry.mood ? `${entry.mood} (${words.mood[entry.mood - 1]})` : '—'
          const energy = entry.energy ? `${entry.energy} (${words.energy[entry.energy - 1]})` : '—'
          const emotions = entry.tagIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined)
          return (
            <li key={entry.id} className={styles.historyItem} aria-label={day}>
              <div className={styles.historyHead}>
                <p className={styles.historyDay}>{day}</p>
                <div className={styles.actions}>
                  <Button size="sm" variant="secondary" onClick={() => onEdit(entry)} aria-label={t`Edit check-in of ${day}`}>
                    {t`Edit`}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void remove(entry)} aria-label={t`Delete check-in of ${day}`}>
                    {t`Delete`}
                  </Button>
                </div>
              </div>
              <p className={styles.historyScores}>{t`Mood ${mood} · Energy ${energy}`}</p>
              {emotions.length > 0 ? (
                <ul className={styles.chips} aria-label={t`Emotions`}>
                  {emotions.map((name) => (
                    <li key={name}>
                      <Badge>{name}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.body ? <p className={styles.historyNote}>{entry.body}</p> : null}
            </li>
          )
        })}
      </ul>
      {checkIns.length > shown ? (
        <div>
          <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
            {t`Show more`}
          </Button>
        </div>
      ) : null}
    </>
  )
}
