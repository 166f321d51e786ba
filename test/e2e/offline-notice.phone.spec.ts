import { test } from '@playwright/test'
import { deleteWhileOffline } from './support/offline-notice'

test("on a phone the offline notice sits in the page's flow, so the row menu's Delete works while it shows", async ({ page, context }) => {
  await deleteWhileOffline(page, context, 'tap')
})
