import { describe, expect, it } from 'vitest'
import { parseThemeMode, resolveThemeMode, THEME_MODE_STORAGE_KEY, type ThemeMode } from '../../../src/ui/theme/theme-mode'
import { createThemeModeStore, type ThemeModeEnvironment } from '../../../src/ui/theme/theme-mode-store'

describe('parseThemeMode', () => {
  it.each<[unknown, ThemeMode]>([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    ['', 'system'],
    ['Dark', 'system'], // exact values only, as index.html's pre-paint script reads them
    [' dark', 'system'],
    ['"dark"', 'system'], // JSON-encoded by some other writer
    ['midnight', 'system'], // a palette id is not a mode
    [1, 'system'],
    [{}, 'system'],
  ])('%j -> %s', (stored, expected) => {
    expect(parseThemeMode(stored)).toBe(expected)
  })

  it('uses the spec key', () => {
    expect(THEME_MODE_STORAGE_KEY).toBe('theme')
  })
})

describe('resolveThemeMode', () => {
  it.each<[ThemeMode, boolean, 'light' | 'dark']>([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ])('%s with OS dark=%s -> %s', (mode, systemDark, expected) => {
    expect(resolveThemeMode(mode, systemDark)).toBe(expected)
  })
})

function fakeEnvironment(initial: { stored: string | null; systemDark: boolean }) {
  const state = { ...initial, applied: [] as Array<[string, boolean]> }
  const systemListeners = new Set<() => void>()
  const storageListeners = new Set<() => void>()
  const env: ThemeModeEnvironment = {
    readStored: () => state.stored,
    writeStored: (mode) => {
      state.stored = mode
    },
    systemPrefersDark: () => state.systemDark,
    onSystemChange: (listener) => {
      systemListeners.add(listener)
      return () => systemListeners.delete(listener)
    },
    onStoredChange: (listener) => {
      storageListeners.add(listener)
      return () => storageListeners.delete(listener)
    },
    apply: (resolved, animate) => {
      state.applied.push([resolved, animate])
    },
  }
  return {
    env,
    state,
    setSystemDark(dark: boolean) {
      state.systemDark = dark
      systemListeners.forEach((listener) => listener())
    },
    writeFromOtherTab(value: string | null) {
      state.stored = value
      storageListeners.forEach((listener) => listener())
    },
    listenerCount: () => systemListeners.size + storageListeners.size,
  }
}

describe('theme mode store', () => {
  it('applies the stored mode at creation without animation', () => {
    const fake = fakeEnvironment({ stored: 'dark', systemDark: false })
    const store = createThemeModeStore(fake.env)
    expect(store.getState()).toEqual({ mode: 'dark', resolved: 'dark' })
    expect(fake.state.applied).toEqual([['dark', false]])
  })

  it('treats a corrupted stored value as system and follows the OS', () => {
    const fake = fakeEnvironment({ stored: '{broken', systemDark: true })
    const store = createThemeModeStore(fake.env)
    expect(store.getState()).toEqual({ mode: 'system', resolved: 'dark' })
  })

  it('saves the choice, applies it animated and notifies subscribers once', () => {
    const fake = fakeEnvironment({ stored: null, systemDark: false })
    const store = createThemeModeStore(fake.env)
    let calls = 0
    store.subscribe(() => calls++)
    store.setMode('dark')
    expect(fake.state.stored).toBe('dark')
    expect(store.getState()).toEqual({ mode: 'dark', resolved: 'dark' })
    expect(fake.state.applied.at(-1)).toEqual(['dark', true])
    expect(calls).toBe(1)
    store.setMode('dark')
    expect(calls).toBe(1) // no change, no render
  })

  it('keeps the same snapshot object while nothing changes (useSyncExternalStore needs this)', () => {
    const store = createThemeModeStore(fakeEnvironment({ stored: 'light', systemDark: false }).env)
    expect(store.getState()).toBe(store.getState())
  })

  it('follows OS changes only in system mode', () => {
    const fake = fakeEnvironment({ stored: 'system', systemDark: false })
    const store = createThemeModeStore(fake.env)
    fake.setSystemDark(true)
    expect(store.getState().resolved).toBe('dark')
    store.setMode('light')
    fake.setSystemDark(false)
    fake.setSystemDark(true)
    expect(store.getState()).toEqual({ mode: 'light', resolved: 'light' })
  })

  it('switching system -> explicit mode with the same look re-renders but does not re-apply', () => {
    const fake = fakeEnvironment({ stored: 'system', systemDark: true })
    const store = createThemeModeStore(fake.env)
    let calls = 0
    store.subscribe(() => calls++)
    store.setMode('dark')
    expect(calls).toBe(1)
    expect(fake.state.applied).toEqual([['dark', false]])
  })

  it('picks up a change written by another tab, and ignores garbage there', () => {
    const fake = fakeEnvironment({ stored: 'light', systemDark: false })
    const store = createThemeModeStore(fake.env)
    fake.writeFromOtherTab('dark')
    expect(store.getState().mode).toBe('dark')
    fake.writeFromOtherTab('nonsense')
    expect(store.getState()).toEqual({ mode: 'system', resolved: 'light' })
  })

  it('dispose stops listening', () => {
    const fake = fakeEnvironment({ stored: null, systemDark: false })
    const store = createThemeModeStore(fake.env)
    expect(fake.listenerCount()).toBe(2)
    store.dispose()
    expect(fake.listenerCount()).toBe(0)
  })
})
