import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a phone, offline, the psychology check-in is filled with taps and the screen fits', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/psychology', 'Psychology')
  const form = page.getByRole('form', { name: 'Daily check-in' })
  await form.getByRole('radio', { name: '3 Okay' }).tap()
  await form.getByRole('radio', { name: '5 Sharp' }).tap()
  await form.getByRole('button', { name: 'Save check-in' }).tap()
  await expect(page.getByText('Check-in saved')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Check-in history' })).toContainText('Mood 3 (Okay) · Energy 5 (Sharp)')
  await expect(page.getByRole('table', { name: 'Cost of each mistake' }).locator('tbody tr').first()).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
