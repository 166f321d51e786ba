import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'

test.describe.configure({ timeout: 60_000 })

test("a duplicate starts with the original's emotion and mistake tags, and keeps them when saved", async ({ page }) => {
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()

  // The original: tagged FOMO (emotion) and Moved stop (mistake) from the form.
  await page.getByRole('button', { name: 'Add trade' }).first().click()
  const add = journal.dialog('New trade')
  await journal.fill(add, btcLong)
  const tags = add.getByRole('group', { name: 'Tags' })
  await tags.getByLabel('Find or create a tag').fill('FOMO')
  await tags.getByLabel('Find or create a tag').press('Enter')
  await expect(tags.getByRole('checkbox', { name: 'FOMO', exact: true })).toBeChecked()
  await tags.getByLabel('Kind of new tag').selectOption({ label: 'Mistake' })
  await tags.getByLabel('Find or create a tag').fill('Moved stop')
  await tags.getByLabel('Find or create a tag').press('Enter')
  await expect(tags.getByRole('checkbox', { name: 'Moved stop', exact: true })).toBeChecked()
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add).toBeHidden()
  await expect(journal.rows()).toHaveCount(1)
  // Three 'Created successfully' toasts (two tags, the trade) stack over the row's menu button, and a
  // toast under the pointer does not time out: let them close before reaching for the menu.
  await expect(page.locator('[data-toast-type]:not([aria-hidden="true"])')).toHaveCount(0, { timeout: 15_000 })

  // The copy opens with both ticked; one is unticked before saving.
  await journal.rowAction(journal.row('BTCUSDT'), 'Duplicate')
  const copy = journal.dialog('Duplicate trade')
  const copyTags = copy.getByRole('group', { name: 'Tags' })
  await expect(copyTags.getByRole('checkbox', { name: 'FOMO', exact: true })).toBeChecked()
  await expect(copyTags.getByRole('checkbox', { name: 'Moved stop', exact: true })).toBeChecked()
  await copyTags.getByText('Moved stop', { exact: true }).click()
  await expect(copyTags.getByRole('checkbox', { name: 'Moved stop', exact: true })).not.toBeChecked()
  await copy.getByLabel('Quantity', { exact: true }).fill('1')
  await copy.getByRole('button', { name: 'Save' }).click()
  await expect(copy).toBeHidden()
  await expect(journal.rows()).toHaveCount(2)

  // Filtering by tag: both trades are FOMO, only the original still has the mistake.
  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByText('FOMO · Emotion', { exact: true }).click()
  await expect(journal.rows()).toHaveCount(2)
  await filters.getByText('FOMO · Emotion', { exact: true }).click()
  await filters.getByText('Moved stop · Mistake', { exact: true }).click()
  await expect(journal.rows()).toHaveCount(1)
  await expect(journal.rows().first()).toContainText('+497.00')
})
