import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { openScreen, startOffline } from './support/screens'

test.slow()

test('the trading plan keeps written rules as a checklist and shows which sample trades broke the measurable ones', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/trading-plan', 'Trading Plan')
  await expect(page.getByText('No rules yet')).toBeVisible()
  await expect(page.getByText('Set trading hours, a max of trades per day or allowed setups above')).toBeVisible()

  // Written rules: an empty one is refused; added ones are listed by section and ticked before a trade.
  const rules = page.getByRole('region', { name: 'Your rules' })
  await rules.getByRole('button', { name: 'Add rule' }).click()
  await expect(rules.getByText('Write the rule')).toBeVisible()
  await rules.getByLabel('New rule').fill('Only trade with the 4h trend')
  await rules.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Rule added')).toBeVisible()
  await rules.getByLabel('Section').selectOption({ label: 'Exit rules' })
  await rules.getByLabel('New rule').fill('Move the stop to breakeven at 1R')
  await rules.getByRole('button', { name: 'Add rule' }).click()
  await expect(rules.getByRole('region', { name: 'Exit rules' })).toContainText('Move the stop to breakeven at 1R')
  await expect(rules.getByRole('region', { name: 'Entry criteria' })).toContainText('Only trade with the 4h trend')
  await expect(rules.getByLabel('New rule')).toHaveValue('')
  await rules.getByText('Only trade with the 4h trend').click()
  await expect(rules.getByText('1 of 2 checked')).toBeVisible()
  await rules.getByRole('button', { name: 'Clear ticks' }).click()
  await expect(rules.getByText('0 of 2 checked')).toBeVisible()

  // Edit and remove.
  await rules.getByRole('button', { name: 'Edit rule: Move the stop to breakeven at 1R' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit rule' })
  await dialog.getByLabel('Rule').fill('Move the stop to breakeven at 1.5R')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(rules).toContainText('Move the stop to breakeven at 1.5R')
  await rules.getByRole('button', { name: 'Remove rule: Only trade with the 4h trend' }).click()
  await expect(page.getByText('Rule removed')).toBeVisible()
  await expect(rules).not.toContainText('Only trade with the 4h trend')

  // The sample journal, checked against hours, a daily maximum and two allowed setups.
  await loadSampleJournal(page)
  await openScreen(page, '/trading-plan', 'Trading Plan')
  await expect(page.getByRole('region', { name: 'Your rules' })).toContainText('Move the stop to breakeven at 1.5R')
  const checked = page.getByRole('region', { name: 'Rules checked against your trades' })
  await checked.getByLabel('Max trades per day').fill('1.5')
  await checked.getByLabel('Trading hours from').selectOption('08:00')
  await checked.getByRole('button', { name: 'Save checked rules' }).click()
  await expect(checked.getByText('Enter a whole number')).toBeVisible()
  await expect(checked.getByText('Choose both the start and the end of your trading hours')).toBeVisible()
  await expect(checked.getByLabel('Max trades per day')).toHaveValue('1.5')
  await checked.getByLabel('Max trades per day').fill('2')
  await checked.getByLabel('Trading hours to').selectOption('17:00')
  const setups = checked.getByRole('group', { name: 'Allowed setups' }).getByRole('checkbox')
  await expect(setups.first()).toBeVisible()
  await setups.nth(0).check({ force: true })
  await setups.nth(1).check({ force: true })
  await checked.getByRole('button', { name: 'Save checked rules' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()

  const adherence = page.getByRole('region', { name: 'Plan adherence', exact: true })
  await expect(adherence.getByRole('region', { name: 'Adherence' })).toContainText('%')
  const broken = page.getByRole('region', { name: 'Trades that broke the plan' })
  await expect(broken.locator('tbody tr').first()).toBeVisible()
  await expect(broken.locator('tbody')).toContainText(/Outside trading hours|Over max trades per day|Setup not allowed/)
  const split = page.getByRole('region', { name: 'Followed vs broke the plan' })
  await expect(split.locator('tbody tr').first()).toContainText(/USDT|USDC|USD/)

  // The plan survives a reload.
  await openScreen(page, null, 'Trading Plan')
  await expect(page.getByRole('region', { name: 'Rules checked against your trades' }).getByLabel('Max trades per day')).toHaveValue('2')
  await expect(page.getByRole('region', { name: 'Rules checked against your trades' }).getByLabel('Trading hours to')).toHaveValue('17')
})
