import { test } from '@playwright/test'
import { deleteWhileOffline } from './support/offline-notice'

test("on a phone the offline toast folds into the badge at the first tap, so the row menu's Delete works", async ({ page, context }) => {
  await deleteWhileOffline(page, context, 'tap')
})
