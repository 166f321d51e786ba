import { useCallback } from 'react'
import { PREFERENCE_DEFAULTS, type PreferenceKey, type PreferenceValues } from '../../domain'
import type { PreferenceChanges, PreferenceConflict } from '../repositories/preference-repository'
import { useJournalDatabase } from './journal-database-context'
import { useLiveValue } from './use-live-value'

export interface PreferenceState<K extends PreferenceKey> {
  /** The stored value, or the defaults while loading, when absent, or for corrupted fields. */
  readonly value: PreferenceValues[K]
  readonly isLoading: boolean
  readonly error: Error | null
  /** Saves some or all fields immediately. */
  readonly set: (changes: PreferenceChanges<K>) => Promise<PreferenceValues[K]>
}

export function usePreference<K extends PreferenceKey>(key: K): PreferenceState<K> {
  const db = useJournalDatabase()
  const live = useLiveValue<PreferenceValues[K]>(`${db.name}:preference:${key}`, (onValue, onError) => db.preferences.watch(key, onValue, onError), PREFERENCE_DEFAULTS[key])
  const set = useCallback((changes: PreferenceChanges<K>) => db.preferences.set(key, changes), [db, key])
  return { value: live.data, isLoading: live.isLoading, error: live.error, set }
}

const NO_CONFLICTS: PreferenceConflict[] = []

/** The values preferences lost to another device's change of the same field, live. */
export function usePreferenceConflicts(): readonly PreferenceConflict[] {
  const db = useJournalDatabase()
  return useLiveValue<PreferenceConflict[]>(`${db.name}:preference-conflicts`, (onValue, onError) => db.preferences.watchConflicts(onValue, onError), NO_CONFLICTS).data
}
