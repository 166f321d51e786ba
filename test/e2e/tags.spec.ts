import { expect, type Page, test } from '@playwright/test'
import { openScreen, startOffline } from './support/screens'

const card = (page: Page, title: 'Setups' | 'Emotions' | 'Mistakes') => page.getByRole('region', { name: title })

/** A row of a tag list: the tag's name is its checkbox. */
const row = (page: Page, title: 'Setups' | 'Emotions' | 'Mistakes', name: string) =>
  card(page, title)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })

async function addTag(page: Page, title: 'Setups' | 'Emotions', label: string, name: string) {
  await card(page, title).getByLabel(label, { exact: true }).fill(name)
  await card(page, title)
    .getByRole('button', { name: title === 'Setups' ? 'Add setup' : 'Add emotion' })
    .click()
  await expect(row(page, title, name)).toBeVisible()
}

// Long flows on a machine shared with other work: three times the default timeout.
test.slow()

test('setups and emotions are created, renamed, merged and deleted in settings, offline', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/settings?section=setups', 'Settings')
  await expect(page.getByRole('tab', { name: 'Setups' })).toHaveAttribute('aria-selected', 'true')
  const setups = card(page, 'Setups')

  // A blank or repeated name is refused next to the field and kept as typed.
  await setups.getByRole('button', { name: 'Add setup' }).click()
  await expect(setups.getByText('Enter a name')).toBeVisible()
  await setups.getByLabel('New setup').fill('  Breakout ')
  await setups.getByRole('button', { name: 'Add setup' }).click()
  await expect(page.getByText('Created successfully').first()).toBeVisible()
  await expect(row(page, 'Setups', 'Breakout')).toContainText('0 trades')
  await setups.getByLabel('New setup').fill('BREAKOUT')
  await setups.getByRole('button', { name: 'Add setup' }).click()
  await expect(setups.getByText('A setup with this name already exists')).toBeVisible()
  await expect(setups.getByLabel('New setup')).toHaveValue('BREAKOUT')
  await expect(setups.getByLabel('New setup')).toHaveAttribute('aria-invalid', 'true')

  await addTag(page, 'Setups', 'New setup', 'BRK')
  await addTag(page, 'Emotions', 'New emotion', 'FOMO')

  // Rename, with the same rules.
  await setups.getByRole('button', { name: 'Rename BRK' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename setup' })
  await rename.getByLabel('Name').fill('breakout')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename.getByText('A setup with this name already exists')).toBeVisible()
  await rename.getByLabel('Name').fill('Break out')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename).toBeHidden()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(row(page, 'Setups', 'Break out')).toBeVisible()

  // Merge two setups into the one kept.
  await row(page, 'Setups', 'Breakout').getByText('Breakout', { exact: true }).click()
  await row(page, 'Setups', 'Break out').getByText('Break out', { exact: true }).click()
  await setups.getByRole('button', { name: 'Merge selected' }).click()
  const merge = page.getByRole('dialog', { name: 'Merge setups' })
  await merge.getByRole('radio', { name: 'Breakout' }).check()
  await merge.getByRole('button', { name: 'Merge' }).click()
  await expect(merge).toBeHidden()
  await expect(setups.getByRole('checkbox')).toHaveCount(1)
  await expect(row(page, 'Setups', 'Breakout')).toBeVisible()

  // Delete, after a confirmation that says how many trades use it.
  await card(page, 'Emotions').getByRole('button', { name: 'Delete FOMO' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this emotion?' })
  await expect(confirm).toContainText('No trade uses FOMO.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(card(page, 'Emotions').getByText('No emotions yet.', { exact: false })).toBeVisible()

  await openScreen(page, null, 'Settings')
  await expect(row(page, 'Setups', 'Breakout')).toBeVisible()
  await expect(card(page, 'Setups').getByRole('checkbox')).toHaveCount(1)
  await expect(card(page, 'Emotions').getByRole('checkbox')).toHaveCount(0)
})

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function fillTrade(page: Page, entry: string) {
  await field(page, 'Symbol').fill('BTCUSDT')
  await field(page, 'Entry price').fill(entry)
  await field(page, 'Exit price').fill('61000')
  await field(page, 'Quantity').fill('0.1')
  await field(page, 'Opened at').fill('2025-03-03T10:00')
  await field(page, 'Closed at').fill('2025-03-03T12:00')
}

async function createTagInline(page: Page, name: string) {
  const tags = page.getByRole('group', { name: 'Tags' })
  await tags.getByLabel('Find or create a tag').fill(name)
  await tags.getByLabel('Find or create a tag').press('Enter')
  await expect(tags.getByRole('checkbox', { name, exact: true })).toBeChecked()
  await expect(tags.getByLabel('Find or create a tag')).toHaveValue('')
}

test('a trade is tagged from the form; merges and deletes carry through to its tags', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/upload', 'Upload Trades')
  const tags = page.getByRole('group', { name: 'Tags' })
  await expect(tags.getByText('No tags yet. Type a name to create one.')).toBeVisible()

  // Enter in the tag field creates the tag and does not submit the trade.
  await fillTrade(page, '60000')
  await createTagInline(page, 'FOMO')
  await expect(page.getByText('Created successfully')).toHaveCount(1)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toHaveCount(2)
  // Ready for the next trade: the tags are cleared.
  await expect(tags.getByRole('checkbox', { name: 'FOMO' })).not.toBeChecked()

  await fillTrade(page, '60500')
  await tags.getByLabel('Kind of new tag').selectOption({ label: 'Mistake' })
  await createTagInline(page, 'Moved stop')
  await tags.getByLabel('Kind of new tag').selectOption({ label: 'Emotion' })
  await createTagInline(page, 'Greed')
  await tags.getByText('FOMO', { exact: true }).click()
  await expect(tags.getByRole('checkbox', { name: 'FOMO' })).toBeChecked()
  // Typing narrows the list; chosen tags stay in view.
  await tags.getByLabel('Find or create a tag').fill('gre')
  await expect(tags.getByRole('checkbox')).toHaveCount(3)
  await tags.getByLabel('Find or create a tag').fill('zzz')
  await expect(tags.getByRole('button', { name: 'Create “zzz”' })).toBeVisible()
  await tags.getByLabel('Find or create a tag').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(field(page, 'Entry price')).toHaveValue('')

  // The journal filters by tag: a trade shows when it has any of the ticked ones.
  await openScreen(page, '/journal', 'Trades')
  const rows = page.getByRole('list', { name: 'Trades' }).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  const tagFilter = page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Tags (any of)' })
  await tagFilter.getByText('Moved stop · Mistake', { exact: true }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('+50.00')
  await tagFilter.getByText('Greed · Emotion', { exact: true }).click()
  await tagFilter.getByText('Moved stop · Mistake', { exact: true }).click()
  await expect(tagFilter.getByRole('checkbox', { name: 'Moved stop · Mistake' })).not.toBeChecked()
  await expect(rows).toHaveCount(1)
  await tagFilter.getByText('FOMO · Emotion', { exact: true }).click()
  await expect(rows).toHaveCount(2)
  await expect(page).toHaveURL(/tags=/)
  await tagFilter.getByText('Greed · Emotion', { exact: true }).click()
  await tagFilter.getByText('FOMO · Emotion', { exact: true }).click()
  await expect(page).not.toHaveURL(/tags=/)
  await expect(rows).toHaveCount(2)

  await openScreen(page, '/settings?section=setups', 'Settings')
  await expect(row(page, 'Emotions', 'FOMO')).toContainText('2 trades')
  await expect(row(page, 'Emotions', 'Greed')).toContainText('1 trade')
  await expect(card(page, 'Mistakes').getByRole('listitem').filter({ hasText: 'Moved stop' })).toContainText('1 trade')

  // Greed merged into FOMO: the second trade had both, so FOMO is on it once.
  await row(page, 'Emotions', 'FOMO').getByText('FOMO', { exact: true }).click()
  await row(page, 'Emotions', 'Greed').getByText('Greed', { exact: true }).click()
  await card(page, 'Emotions').getByRole('button', { name: 'Merge selected' }).click()
  const merge = page.getByRole('dialog', { name: 'Merge emotions' })
  await expect(merge.getByRole('radio', { name: 'FOMO' })).toBeChecked()
  await merge.getByRole('button', { name: 'Merge' }).click()
  await expect(merge).toBeHidden()
  await expect(card(page, 'Emotions').getByRole('checkbox')).toHaveCount(1)
  await expect(row(page, 'Emotions', 'FOMO')).toContainText('2 trades')

  await card(page, 'Emotions').getByRole('button', { name: 'Delete FOMO' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this emotion?' })
  await expect(confirm).toContainText('FOMO is used by 2 trades, which will lose it.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  // While a dialog is open the page behind it is aria-hidden, so wait for it to close first.
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(card(page, 'Emotions').getByRole('checkbox')).toHaveCount(0)

  // The trade form offers what is left.
  await openScreen(page, '/upload', 'Upload Trades')
  await expect(tags.getByRole('checkbox', { name: 'Moved stop' })).toBeVisible()
  await expect(tags.getByRole('checkbox', { name: 'FOMO' })).toHaveCount(0)
})
