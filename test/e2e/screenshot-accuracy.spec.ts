import { expect, test } from '@playwright/test'
import { screenshotSet } from '../bench/screenshot-set/cards'
import { bundleReader, readCards } from '../bench/screenshot-set/read-set'

// A fixed sample of the generated screenshot set (the full 150 images are `npm run bench -- --only
// screenshot`): every card style, the three languages, both themes, phone and desktop sizes and the
// degraded captures (6 images: a sample's run time stays small), read by the app's reader in Chromium from the built app's /ocr/ files.
const SET = screenshotSet(100)
const SAMPLE = [0, 7, 32, 40, 61, 99].map((index) => SET[index]!)

test('the screen reader gets no field of a fixed sample wrong while sure, and most fields right', async ({ browser, baseURL }) => {
  test.setTimeout(240_000) // six renders and OCR passes on a shared two-core machine
  const { results } = await readCards(browser, new URL(baseURL!).origin, await bundleReader(), SAMPLE)
  const right = results.reduce((sum, result) => sum + result.right, 0)
  const expected = results.reduce((sum, result) => sum + result.expected, 0)
  const wrongSure = results.flatMap((result) => result.wrong.filter((wrong) => wrong.confidence === 'high').map((wrong) => ({ card: result.card.id, ...wrong })))
  expect(wrongSure).toEqual([])
  // Issue 30's goal is 95 % of fields right (the bench's full set: `npm run bench -- --only screenshot`).
  // This sample reads all its fields right since screenshots are cut to their content before OCR
  // (content-box.ts); the floor leaves room for a misread or two (another build of Chromium renders
  // the cards slightly differently) while catching a regression such as a card that reads empty.
  expect(right / expected).toBeGreaterThanOrEqual(0.9)
})
