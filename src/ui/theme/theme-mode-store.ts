import { DARK_SCHEME_QUERY, THEME_MODE_STORAGE_KEY, parseThemeMode, resolveThemeMode, type ResolvedThemeMode, type ThemeMode } from './theme-mode'
import { withThemeTransition } from './theme-transition'

export interface ThemeModeState {
  mode: ThemeMode
  resolved: ResolvedThemeMode
}

/** Everything the store touches in the browser, injectable so the logic runs in node tests. */
export interface ThemeModeEnvironment {
  readStored(): string | null
  writeStored(mode: ThemeMode): void
  systemPrefersDark(): boolean
  /** Calls back when the OS scheme changes; returns an unsubscribe. */
  onSystemChange(listener: () => void): () => void
  /** Calls back when another tab writes the key; returns an unsubscribe. */
  onStoredChange(listener: () => void): () => void
  apply(resolved: ResolvedThemeMode, animate: boolean): void
}

export interface ThemeModeStore {
  getState(): ThemeModeState
  setMode(mode: ThemeMode): void
  subscribe(listener: () => void): () => void
  /** Stops listening to the OS and other tabs (tests, hot reload). */
  dispose(): void
}

export function createThemeModeStore(env: ThemeModeEnvironment): ThemeModeStore {
  const listeners = new Set<() => void>()
  const compute = (mode: ThemeMode): ThemeModeState => ({ mode, resolved: resolveThemeMode(mode, env.systemPrefersDark()) })
  // A fresh object only when something changed, so useSyncExternalStore sees a stable snapshot.
  let state = compute(parseThemeMode(env.readStored()))
  env.apply(state.resolved, false)

  const update = (next: ThemeModeState, animate: boolean): void => {
    if (next.mode === state.mode && next.resolved === state.resolved) return
    const resolvedChanged = next.resolved !== state.resolved
    state = next
    if (resolvedChanged) env.apply(next.resolved, animate)
    listeners.forEach((listener) => listener())
  }

  const stopSystem = env.onSystemChange(() => update(compute(state.mode), true))
  const stopStored = env.onStoredChange(() => update(compute(parseThemeMode(env.readStored())), true))

  return {
    getState: () => state,
    setMode(mode) {
      const safe = parseThemeMode(mode)
      env.writeStored(safe)
      update(compute(safe), true)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispose() {
      stopSystem()
      stopStored()
      listeners.clear()
    },
  }
}

/** The real page: localStorage, matchMedia and `<html data-mode>` (as index.html's pre-paint script). */
export function browserThemeModeEnvironment(): ThemeModeEnvironment {
  // jsdom and very old WebViews have no matchMedia: treat the OS as light and never changing.
  const query = typeof matchMedia === 'function' ? matchMedia(DARK_SCHEME_QUERY) : null
  return {
    readStored() {
      try {
        return localStorage.getItem(THEME_MODE_STORAGE_KEY)
      } catch {
        return null // storage blocked (privacy mode): follow the OS
      }
    },
    writeStored(mode) {
      try {
        localStorage.setItem(THEME_MODE_STORAGE_KEY, mode)
      } catch {
        // storage blocked or full: the choice still applies for this visit
      }
    },
    systemPrefersDark: () => query?.matches ?? false,
    onSystemChange(listener) {
      query?.addEventListener('change', listener)
      return () => query?.removeEventListener('change', listener)
    },
    onStoredChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === THEME_MODE_STORAGE_KEY || event.key === null) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
    apply(resolved, animate) {
      const root = document.documentElement
      const set = () => {
        root.dataset.mode = resolved
      }
      if (animate) withThemeTransition(set, root)
      else set()
      syncThemeColorMeta()
    },
  }
}

/** Keeps the browser chrome (address bar, PWA title bar) the colour of the page background. */
function syncThemeColorMeta(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  const background = getComputedStyle(document.documentElement).getPropertyValue('--background').trim()
  if (meta && background) meta.content = `hsl(${background})`
}

let shared: ThemeModeStore | undefined

/** The page-wide store, created on first use (never at import time, so SSR/tests can import freely). */
export function getThemeModeStore(): ThemeModeStore {
  shared ??= createThemeModeStore(browserThemeModeEnvironment())
  return shared
}
