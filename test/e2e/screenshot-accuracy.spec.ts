import { expect, test } from '@playwright/test'
import { screenshotSet } from '../bench/screenshot-set/cards'
import { bundleReader, readCards } from '../bench/screenshot-set/read-set'

// A fixed sample of the generated screenshot set (the full 150 images are `npm run bench -- --only
// screenshot`): every card style, the three languages, both themes, phone and desktop sizes and the
// degraded captures, read by the app's reader in Chromium from the built app's /ocr/ files.
const SET = screenshotSet(100)
const SAMPLE = [0, 7, 14, 21, 40, 47, 54, 61, 75, 82, 92, 99].map((index) => SET[index]!)

test('the screen reader gets at least 95 % of the fields of a fixed sample right and none wrong while sure', async ({ browser, baseURL }) => {
  test.slow() // twelve OCR passes on a shared two-core machine
  const { results } = await readCards(browser, new URL(baseURL!).origin, await bundleReader(), SAMPLE)
  const right = results.reduce((sum, result) => sum + result.right, 0)
  const expected = results.reduce((sum, result) => sum + result.expected, 0)
  const wrongSure = results.flatMap((result) => result.wrong.filter((wrong) => wrong.confidence === 'high').map((wrong) => ({ card: result.card.id, ...wrong })))
  expect(wrongSure).toEqual([])
  expect(right / expected).toBeGreaterThanOrEqual(0.95)
})
