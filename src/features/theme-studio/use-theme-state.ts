import { useSyncExternalStore } from 'react'
import { getThemeStore, type ThemeState } from './theme-store'

export function useThemeState(): ThemeState {
  const store = getThemeStore()
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
