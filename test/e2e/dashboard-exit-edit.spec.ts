import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { DashboardModel } from './support/dashboard-page'
import { openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 90_000 })

test("'Exit edit mode' with unsaved changes asks: keep editing, discard them or save them", async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const dashboard = new DashboardModel(page)
  await dashboard.open()
  const before = await dashboard.widgetNames()
  const asking = page.getByRole('alertdialog', { name: 'Save your layout changes?' })

  // Nothing changed: exiting asks nothing.
  await dashboard.button('Edit layout').click()
  await dashboard.button('Exit edit mode').click()
  await expect(asking).toHaveCount(0)
  await expect(dashboard.button('Edit layout')).toBeVisible()

  // A change, then 'Keep editing': still in edit mode, the change still there.
  await dashboard.button('Edit layout').click()
  await dashboard.button('Remove Fees and funding').click()
  await expect(dashboard.widget('Fees and funding')).toHaveCount(0)
  await dashboard.button('Exit edit mode').click()
  await expect(asking).toBeVisible()
  await asking.getByRole('button', { name: 'Keep editing' }).click()
  await expect(asking).toHaveCount(0)
  await expect(dashboard.button('Save layout')).toBeVisible()
  await expect(dashboard.widget('Fees and funding')).toHaveCount(0)

  // 'Discard changes': out of edit mode, the saved layout back.
  await dashboard.button('Exit edit mode').click()
  await asking.getByRole('button', { name: 'Discard changes' }).click()
  await expect(dashboard.button('Edit layout')).toBeVisible()
  await expect(dashboard.widget('Fees and funding')).toBeVisible()
  expect(await dashboard.widgetNames()).toEqual(before)

  // 'Save and exit': the change is kept, here and after a reload.
  await dashboard.button('Edit layout').click()
  await dashboard.button('Remove Fees and funding').click()
  await dashboard.button('Exit edit mode').click()
  await asking.getByRole('button', { name: 'Save and exit' }).click()
  await expect(page.getByText('Saved successfully')).toBeVisible()
  await expect(dashboard.button('Edit layout')).toBeVisible()
  await expect(dashboard.widget('Fees and funding')).toHaveCount(0)
  await openScreen(page, '/dashboard', 'Dashboard')
  await expect(dashboard.card('Total trades')).toBeVisible()
  await expect(dashboard.widget('Fees and funding')).toHaveCount(0)

  // 'Reset layout' is a change like any other: exiting asks before dropping it.
  await dashboard.button('Edit layout').click()
  await dashboard.button('Reset layout').click()
  await expect(dashboard.widget('Fees and funding')).toBeVisible()
  await dashboard.button('Exit edit mode').click()
  await expect(asking).toBeVisible()
})
