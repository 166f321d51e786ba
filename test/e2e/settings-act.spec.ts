import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import {
  calmMotionOn,
  countOscillatorStarts,
  expectFirstEntryRecorded,
  firstEntryToast,
  openCalmAndMotion,
  oscillatorStarts,
  setAnimationSpeed,
  setSwitch,
  transitionMs,
} from './support/calm-settings'

test.describe.configure({ timeout: 120_000 })

test('the animation speed sets every transition, kept for the next start; calm mode reduces motion', async ({ page }) => {
  await new AppPage(page).signInLocally()
  let card = await openCalmAndMotion(page)
  // A real control of the screen: the speed's own picker (the design system's transitions).
  const picker = () => card.getByRole('combobox', { name: 'Animation speed' })
  const normal = await transitionMs(picker())
  expect(normal).toBeGreaterThan(50)

  await setAnimationSpeed(page, card, 'Fast')
  await expect.poll(() => transitionMs(picker())).toBeCloseTo(normal / 2)
  await setAnimationSpeed(page, card, 'Slow')
  await expect.poll(() => transitionMs(picker())).toBeCloseTo(normal * 2)
  // A dialog's entrance follows it too (a keyframe animation, not a transition).
  await page.goto('/journal')
  await page.getByRole('button', { name: 'Add trade' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New trade' })
  await expect(dialog).toBeVisible()
  const entrance = await dialog.evaluate((node) => getComputedStyle(node).animationDuration)
  expect(Number.parseFloat(entrance)).toBeGreaterThan(0.15)
  await dialog.getByRole('button', { name: 'Close' }).first().click()

  // Applied from the first paint of the next start, before the journal is read.
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--motion-scale'))).toBe('2')
  card = await openCalmAndMotion(page)
  await expect.poll(() => transitionMs(picker())).toBeCloseTo(normal * 2)

  // Calm mode: motion reduced as the system's 'reduce motion' reduces it, whatever the speed.
  await setSwitch(page, card, 'Calm mode', true)
  await expect.poll(() => calmMotionOn(page)).toBe(true)
  await expect.poll(() => transitionMs(picker())).toBeLessThan(1)
  await setSwitch(page, card, 'Calm mode', false)
  await expect.poll(() => calmMotionOn(page)).toBe(false)
  await expect.poll(() => transitionMs(picker())).toBeCloseTo(normal * 2)
})

test('with sound on, saving a trade plays a sound and the first badge is announced with its own', async ({ page }) => {
  await countOscillatorStarts(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  expect(await oscillatorStarts(page)).toBe(0)

  await journal.addTrade(btcLong)
  // The save's single note.
  await expect.poll(() => oscillatorStarts(page)).toBeGreaterThanOrEqual(1)
  await expect(firstEntryToast(page)).toBeVisible({ timeout: 30_000 })
  // The achievement's two notes after the save's one.
  await expect.poll(() => oscillatorStarts(page)).toBe(3)
})

test('calm mode: a save is silent and the first badge is earned without a toast; sound off silences saves too', async ({ page }) => {
  await countOscillatorStarts(page)
  await new AppPage(page).signInLocally()
  let card = await openCalmAndMotion(page)
  await setSwitch(page, card, 'Calm mode', true)

  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expectFirstEntryRecorded(page)
  // Still earned and shown on its page (reached in the app, where a toast raised meanwhile would still show), without a word.
  await page.getByRole('navigation').getByRole('link', { name: 'Achievements', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'First Entry' })).toContainText('Earned')
  await expect(firstEntryToast(page)).toHaveCount(0)
  expect(await oscillatorStarts(page)).toBe(0)

  // Calm mode off but sound off: still silent.
  card = await openCalmAndMotion(page)
  await setSwitch(page, card, 'Calm mode', false)
  await setSwitch(page, card, 'Sound', false)
  await journal.open()
  await journal.addTrade({ ...btcLong, 'Opened at': '2025-03-03T13:00', 'Closed at': '2025-03-03T14:00' })
  expect(await oscillatorStarts(page)).toBe(0)

  // Sound back on: the next save is heard, its one note the only one the page ever played (all three
  // trades on one day, so no new badge or level comes with it).
  card = await openCalmAndMotion(page)
  await setSwitch(page, card, 'Sound', true)
  await journal.open()
  await journal.addTrade({ ...btcLong, 'Opened at': '2025-03-03T15:00', 'Closed at': '2025-03-03T16:00' })
  await expect.poll(() => oscillatorStarts(page)).toBe(1)
})
