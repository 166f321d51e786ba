import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useEffect, useRef } from 'react'
import { recordError } from '../../platform/errors/error-log'
import { useFeedbackSound } from '../../platform/feedback'
import { type Milestone, useMilestoneNotifier } from '../../platform/notifications'
import { type JournalCollectionName, useJournalDatabase, watchJournalWrites } from '../../db'
import type { ProgressionMilestones } from '../../domain/achievements'
import { markSettled, whenIdle } from '../../ui'
import type { SoundCue } from '../../ui/sound'
import { BADGE_LABELS } from './achievement-messages'
import { journalChangeSinceMeasured, updateProgression, withProgressionLock } from './update-progression'

/** Writes must have stopped this long before the journal is read again (an import writes in chunks). */
const SETTLE_MS = 2_000
/** Then it waits for an idle moment, up to this long: a screen computing its own numbers goes first. */
const IDLE_WAIT_MS = 10_000
/** What XP and badges are earned from. */
const MEASURED: ReadonlySet<JournalCollectionName> = new Set(['trades', 'journal_entries'])

/**
 * Mounted by the app shell while a journal is open (renders nothing): raises the stored level, rank
 * and badges as the journal earns them on every screen, not only on /achievements (theme unlocks and
 * other devices read them), and announces a new level or badge once through the milestone notifier,
 * as Settings > Notifications says (with its sound, and not in calm mode: Settings > Calm and motion).
 * It reads the whole journal, so only after a write (or on opening when the journal changed since it
 * last ran here), once writes have settled and the page is idle:
 * a save, an import or a screen opening is never slowed by it. A milestone is announced on the device
 * where it was earned: when only sync wrote since the last run (another device's trades arriving, a
 * new phone's first sync), the rows are raised without a word, as that device told the trader.
 */
export default function ProgressionWatcher() {
  const { t, i18n } = useLingui()
  const db = useJournalDatabase()
  const notify = useMilestoneNotifier()
  const play = useFeedbackSound()
  // A milestone shown in the page gets its sound (if Settings allow one); a device notification has its own.
  const announce = (milestone: Milestone, sound: SoundCue | null) =>
    notify(milestone).then((shown) => {
      if (shown === 'toast' && sound) play(sound)
    })
  const tell = useRef<(reached: ProgressionMilestones) => Promise<unknown>>(() => Promise.resolve())
  tell.current = ({ level, badges }) => {
    const told: Array<Promise<void>> = []
    if (level !== null)
      told.push(announce({ kind: 'level', title: t`Level ${level} reached`, body: t`Your journaling habits earned it.`, url: '/gamification', id: `level:${level}` }, 'levelUp'))
    const labels = badges.flatMap((id) => BADGE_LABELS[id] ?? [])
    const [only] = labels
    // Beside a new level, the level's sound is enough.
    const badgeSound = level === null ? 'achievement' : null
    if (labels.length === 1 && only) {
      const name = i18n._(only.name)
      told.push(
        announce({ kind: 'achievement', title: t`Achievement unlocked: ${name}`, body: i18n._(only.description), url: '/gamification', id: `badges:${badges.join()}` }, badgeSound),
      )
    } else if (labels.length > 1) {
      const title = plural(labels.length, { one: '# achievement unlocked', other: '# achievements unlocked' })
      told.push(
        announce({ kind: 'achievement', title, body: labels.map((label) => i18n._(label.name)).join(', '), url: '/gamification', id: `badges:${badges.join()}` }, badgeSound),
      )
    }
    return Promise.allSettled(told)
  }

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelIdle = () => {}
    /** A write made on this device since the last run (see the header). */
    let earnedHere = false
    const run = () => {
      const announced = earnedHere
      earnedHere = false
      return withProgressionLock(db, () => updateProgression(db))
        .then((reached) => (!stopped && announced ? tell.current(reached) : undefined))
        .catch((failure: unknown) => {
          // docs/product.md section 7: progression writes that fail are only logged; the next write tries again.
          if (stopped) return
          if (announced) earnedHere = true
          const record = recordError(failure, { page: window.location.pathname, action: 'save progression' })
          console.warn('Progression:', record.message)
        })
        .then(() => {
          if (!stopped) markSettled('progression')
        })
    }
    const schedule = () => {
      clearTimeout(timer)
      cancelIdle()
      timer = setTimeout(() => (cancelIdle = whenIdle(() => void run(), IDLE_WAIT_MS)), SETTLE_MS)
    }
    // On opening when the journal changed since the last run on this device, most likely a save just
    // before the page closed, so counted as earned here; a device that never ran it (a new phone, its
    // journal arriving by sync) runs quietly. Sync's pulls are writes, caught below.
    cancelIdle = whenIdle(() => {
      journalChangeSinceMeasured(db)
        .then((change) => {
          if (stopped) return
          if (change === 'unchanged') return markSettled('progression')
          if (change === 'changed') earnedHere = true
          schedule()
        })
        .catch(() => undefined)
    }, IDLE_WAIT_MS)
    const unwatch = watchJournalWrites(db, (collection, origin) => {
      if (!MEASURED.has(collection)) return
      if (origin === 'device') earnedHere = true
      schedule()
    })
    return () => {
      stopped = true
      unwatch()
      clearTimeout(timer)
      cancelIdle()
    }
  }, [db])

  return null
}
