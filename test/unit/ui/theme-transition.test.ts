import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHsl } from '../../../src/ui/theme/hsl'
import { THEME_TRANSITION_ATTRIBUTE, THEME_TRANSITION_MS, withThemeTransition } from '../../../src/ui/theme/theme-transition'
import { applyMotion } from '../../../src/ui/theme/motion'
import { DEFAULT_MOTION } from '../../../src/domain'

function fakeRoot() {
  const attributes = new Set<string>()
  return {
    attributes,
    element: {
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
    } as unknown as HTMLElement,
  }
}

describe('withThemeTransition', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    applyMotion(DEFAULT_MOTION, undefined)
  })

  it('lasts as long as the animation speed makes it', () => {
    vi.useFakeTimers()
    applyMotion({ scale: 2, reduced: false }, undefined)
    const root = fakeRoot()
    withThemeTransition(() => undefined, root.element)
    vi.advanceTimersByTime(THEME_TRANSITION_MS * 2)
    expect(root.attributes.has(THEME_TRANSITION_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(100)
    expect(root.attributes.has(THEME_TRANSITION_ATTRIBUTE)).toBe(false)
  })

  it('skips the transition in calm mode', () => {
    applyMotion({ scale: 1, reduced: true }, undefined)
    const root = fakeRoot()
    withThemeTransition(() => expect(root.attributes.size).toBe(0), root.element)
    expect(root.attributes.size).toBe(0)
  })

  it('sets the attribute around the swap and clears it after the 0.5 s transition', () => {
    vi.useFakeTimers()
    const root = fakeRoot()
    let seenDuringApply = false
    withThemeTransition(() => {
      seenDuringApply = root.attributes.has(THEME_TRANSITION_ATTRIBUTE)
    }, root.element)
    expect(seenDuringApply).toBe(true)
    expect(THEME_TRANSITION_MS).toBe(500)
    vi.advanceTimersByTime(THEME_TRANSITION_MS)
    expect(root.attributes.has(THEME_TRANSITION_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(100)
    expect(root.attributes.has(THEME_TRANSITION_ATTRIBUTE)).toBe(false)
  })

  it('skips the transition for people who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    const root = fakeRoot()
    let applied = false
    withThemeTransition(() => {
      applied = true
      expect(root.attributes.size).toBe(0)
    }, root.element)
    expect(applied).toBe(true)
  })

  it('still applies without a document (server, tests)', () => {
    let applied = false
    withThemeTransition(() => {
      applied = true
    }, undefined)
    expect(applied).toBe(true)
  })
})

describe('createHsl', () => {
  const hsl = createHsl({ primary: 'var(--primary)', border: 'var(--border)' })
  it.each<[Parameters<typeof hsl>, string]>([
    [['primary'], 'hsl(var(--primary))'],
    [['border', 0.5], 'hsl(var(--border) / 0.5)'],
    [['primary', 0], 'hsl(var(--primary) / 0)'],
  ])('%j -> %s', (args, expected) => {
    expect(hsl(...args)).toBe(expected)
  })
})
