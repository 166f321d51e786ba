import { useEffect, useMemo, useRef } from 'react'
import { recordError } from '../../platform/errors/error-log'
import { useJournalEntries, usePreference, useTrades } from '../../db'
import { computeProgression, progressionChanges, type ComputedProgression } from '../../domain/achievements'
import { createZoneCalendar, dayNumberToDate } from '../../domain/metrics'
import { useNow, traderTimeZone } from '../../ui'

export interface ProgressionState {
  readonly loading: boolean
  readonly error: Error | null
  readonly computed: ComputedProgression
  /** Badge id to the instant it was first recorded. */
  readonly earnedAt: Readonly<Record<string, string>>
}

/**
 * XP, level, rank and badges computed from the whole local journal (every account), and written to
 * the `xpLevel`, `progression` and `achievements` preference rows when they differ, so the theme
 * unlocks (which read those rows) follow. Nothing is written until every source has loaded: a
 * half-read journal would otherwise lower the stored level for a moment.
 */
export function useProgression(): ProgressionState {
  const trades = useTrades()
  const daily = useJournalEntries('daily')
  const psychology = useJournalEntries('psychology')
  const weekly = useJournalEntries('weekly')
  const reviews = useJournalEntries('review')
  const profile = usePreference('profile')
  const xpLevel = usePreference('xpLevel')
  const progression = usePreference('progression')
  const achievements = usePreference('achievements')
  const timeZone = traderTimeZone(profile.value)
  // A minute is fine: only the current streak depends on today.
  const now = useNow(60_000)
  const today = useMemo(() => dayNumberToDate(createZoneCalendar(timeZone).localDay(now)), [timeZone, now])
  const entries = useMemo(() => [...daily.data, ...psychology.data, ...weekly.data, ...reviews.data], [daily.data, psychology.data, weekly.data, reviews.data])
  const computed = useMemo(() => computeProgression(trades.data, entries, { timeZone, today }), [trades.data, entries, timeZone, today])

  const sources = [trades, daily, psychology, weekly, reviews, profile, xpLevel, progression, achievements]
  const loading = sources.some((source) => source.isLoading)
  const error = sources.find((source) => source.error)?.error ?? null
  // What was last written: until the live rows echo it back, the same changes are not written again
  // (a badge would otherwise get a second, later "earned" instant).
  const lastWritten = useRef('')

  useEffect(() => {
    if (loading || error) return
    const changes = progressionChanges(computed, { xpLevel: xpLevel.value, progression: progression.value, achievements: achievements.value }, new Date().toISOString())
    if (Object.keys(changes).length === 0) return
    const signature = JSON.stringify([changes.xpLevel, changes.progression, Object.keys(changes.achievements?.unlocked ?? {}).sort()])
    if (signature === lastWritten.current) return
    lastWritten.current = signature
    Promise.all([
      changes.xpLevel ? xpLevel.set(changes.xpLevel) : undefined,
      changes.progression ? progression.set(changes.progression) : undefined,
      changes.achievements ? achievements.set(changes.achievements) : undefined,
    ]).catch((failure: unknown) => {
      lastWritten.current = ''
      // docs/product.md section 7: progression writes that fail are only logged.
      const record = recordError(failure, { page: globalThis.location?.pathname ?? '', action: 'save progression' })
      console.warn('Progression:', record.message)
    })
  }, [loading, error, computed, xpLevel, progression, achievements])

  return { loading, error, computed, earnedAt: achievements.value.unlocked }
}
