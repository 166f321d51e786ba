import { expect, type Locator, type Page } from '@playwright/test'
import { getLocalPreference } from './local-journal'
import { openScreen } from './screens'

/** Where the count is kept: sessionStorage, so it adds up across the tab's page loads. */
const STARTS_KEY = 'e2e-oscillator-starts'

/**
 * Counts the notes the page plays: the app synthesises its sounds with Web Audio oscillators, so a
 * wrapped AudioContext (installed before any of the app's code) hears every one without muting the
 * real audio path. The count survives navigation, so a sound played late, after the test moved on, is counted too.
 */
export async function countOscillatorStarts(page: Page) {
  await page.addInitScript((key) => {
    const Original = window.AudioContext
    window.AudioContext = class extends Original {
      override createOscillator(): OscillatorNode {
        const oscillator = super.createOscillator()
        const start = oscillator.start.bind(oscillator)
        oscillator.start = (when?: number) => {
          sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1))
          start(when)
        }
        return oscillator
      }
    }
  }, STARTS_KEY)
}

/** Notes played in this tab since the test began. */
export function oscillatorStarts(page: Page): Promise<number> {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), STARTS_KEY)
}

/** Settings > Preferences > Calm and motion, read from the database (its switches disabled until then). */
export async function openCalmAndMotion(page: Page): Promise<Locator> {
  await openScreen(page, '/settings?section=preferences', 'Settings')
  const card = page.getByRole('region', { name: 'Calm and motion' })
  await expect(card.getByRole('checkbox', { name: 'Calm mode' })).toBeEnabled()
  return card
}

/** Turns a switch of the card on or off as a trader does, and waits until the journal holds it. */
export async function setSwitch(page: Page, card: Locator, name: 'Calm mode' | 'Sound', on: boolean) {
  const toggle = card.getByRole('checkbox', { name })
  if ((await toggle.isChecked()) !== on) await card.getByText(name, { exact: true }).click()
  if (on) await expect(toggle).toBeChecked()
  else await expect(toggle).not.toBeChecked()
  const field = name === 'Calm mode' ? 'calmModeEnabled' : 'soundEnabled'
  await expect.poll(async () => (await getLocalPreference(page, 'customization'))?.[field]).toBe(on)
}

export async function setAnimationSpeed(page: Page, card: Locator, speed: 'Slow' | 'Normal' | 'Fast') {
  await card.getByRole('combobox', { name: 'Animation speed' }).click()
  await page.getByRole('option', { name: speed }).click()
  await expect(card.getByRole('combobox', { name: 'Animation speed' })).toContainText(speed)
}

/** The first computed transition duration of an element, in milliseconds. */
export function transitionMs(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const first = getComputedStyle(node).transitionDuration.split(',')[0]!.trim()
    return first.endsWith('ms') ? Number.parseFloat(first) : Number.parseFloat(first) * 1000
  })
}

/** Calm mode's reduced motion is on the page (<html> carries it; global.css.ts then shortens every duration). */
export function calmMotionOn(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-calm-motion'))
}

/** The first trade's badge toast (the shell's progression watcher announces it once the save settles). */
export function firstEntryToast(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Achievement unlocked: First Entry' })
}

/** The journal recorded the first trade's badge, shown or not. */
export async function expectFirstEntryRecorded(page: Page) {
  await expect.poll(async () => Object.keys(((await getLocalPreference(page, 'achievements'))?.unlocked ?? {}) as object), { timeout: 30_000 }).toContain('first_trade')
}
