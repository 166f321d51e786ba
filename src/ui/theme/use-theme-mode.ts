import { useCallback, useSyncExternalStore } from 'react'
import { getThemeModeStore } from './theme-mode-store'
import type { ResolvedThemeMode, ThemeMode } from './theme-mode'

/**
 * `[mode, setMode, resolved]`: the stored choice ('light' | 'dark' | 'system'), a setter that saves
 * it under the 'theme' key, and what the page shows now ('light' | 'dark').
 */
export function useThemeMode(): readonly [ThemeMode, (mode: ThemeMode) => void, ResolvedThemeMode] {
  const store = getThemeModeStore()
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const setMode = useCallback((mode: ThemeMode) => store.setMode(mode), [store])
  return [state.mode, setMode, state.resolved] as const
}
