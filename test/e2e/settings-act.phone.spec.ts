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

test('on a phone the animation speed and calm mode act: faster transitions, then a silent save with no badge toast', async ({ page }) => {
  await countOscillatorStarts(page)
  await new AppPage(page).signInLocally()
  const card = await openCalmAndMotion(page)
  const picker = card.getByRole('combobox', { name: 'Animation speed' })
  const normal = await transitionMs(picker)
  await setAnimationSpeed(page, card, 'Fast')
  await expect.poll(() => transitionMs(picker)).toBeCloseTo(normal / 2)

  await setSwitch(page, card, 'Calm mode', true)
  await expect.poll(() => calmMotionOn(page)).toBe(true)
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expectFirstEntryRecorded(page)
  // The save's own confirmation comes first and stays a few seconds: once it has gone, a badge toast would have shown.
  await expect(page.getByText('Created successfully')).toHaveCount(0, { timeout: 20_000 })
  await expect(firstEntryToast(page)).toHaveCount(0)
  expect(await oscillatorStarts(page)).toBe(0)
})
