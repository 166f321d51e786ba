import { expect, type Page, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { OfflineModel } from './support/offline-page'

/** The first-run panel and the sample banner as a trader meets them. */
class SampleDataModel {
  constructor(readonly page: Page) {}

  firstRun() {
    return this.page.getByRole('region', { name: 'Welcome to your trading journal' })
  }

  banner() {
    return this.page.getByRole('complementary', { name: 'Sample data' })
  }

  tradeCount(count: number) {
    return this.page.getByText(count === 1 ? 'Your journal holds 1 trade' : `Your journal holds ${count} trades`)
  }

  async loadSample() {
    await this.firstRun().getByRole('button', { name: 'Load sample journal' }).click()
    await expect(this.page.getByText('Created successfully')).toBeVisible({ timeout: 30_000 })
  }

  /** Clicks 'Remove sample data' inside `scope`, then confirms. Writes take long on a busy two-core CI machine. */
  async removeSample(scope = this.banner()) {
    await scope.getByRole('button', { name: 'Remove sample data' }).click()
    const dialog = this.page.getByRole('alertdialog', { name: 'Remove sample data?' })
    await expect(dialog).toContainText('Trades, tags and accounts you added yourself stay.')
    await dialog.getByRole('button', { name: 'Remove sample data' }).click()
    await expect(this.page.getByText('Deleted successfully')).toBeVisible({ timeout: 30_000 })
    await expect(dialog).toBeHidden()
  }
}

async function addTradeByHand(page: Page) {
  await page.goto('/upload')
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field('Side').selectOption('long')
  const values: Record<string, string> = {
    Symbol: 'BTCUSDT',
    'Entry price': '60000',
    'Exit price': '61000',
    Quantity: '0.5',
    Leverage: '10',
    'Opened at': '2025-03-03T10:00',
    'Closed at': '2025-03-03T12:00',
    Notes: 'My own trade',
  }
  for (const [label, value] of Object.entries(values)) await field(label).fill(value)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
}

test('offline, a fresh journal offers a sample that fills it and is removed in one step, keeping a trade added by hand', async ({ page }) => {
  // Many steps on a two-core machine: installing the worker, 400 writes, a form, a removal.
  test.setTimeout(90_000)
  const app = new AppPage(page)
  const sample = new SampleDataModel(page)
  await app.signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  await page.context().setOffline(true)

  await expect(sample.firstRun()).toBeVisible()
  await expect(sample.firstRun()).toContainText('No trades yet')
  await expect(sample.firstRun().getByRole('button', { name: 'Start with an empty journal' })).toBeVisible()
  await expect(sample.firstRun()).toContainText('About 400 example trades')

  await sample.loadSample()
  await expect(sample.firstRun()).toBeHidden()
  await expect(sample.tradeCount(400)).toBeVisible()
  await expect(sample.banner()).toContainText('You are exploring a sample journal.')

  // Answered once, the question does not come back; the banner stays while the sample does.
  await page.reload()
  await expect(sample.tradeCount(400)).toBeVisible()
  await expect(sample.banner()).toBeVisible()
  await expect(sample.firstRun()).toBeHidden()

  await addTradeByHand(page)
  await page.goto('/dashboard')
  await expect(sample.tradeCount(401)).toBeVisible()

  await sample.removeSample()
  await expect(sample.tradeCount(1)).toBeVisible()
  await expect(sample.banner()).toBeHidden()
  await expect(sample.firstRun()).toBeHidden()
  await page.reload()
  await expect(sample.tradeCount(1)).toBeVisible()
  await expect(sample.firstRun()).toBeHidden()
})

test('starting with an empty journal dismisses the first-run panel for good', async ({ page }) => {
  const sample = new SampleDataModel(page)
  await new AppPage(page).signInLocally()
  await sample.firstRun().getByRole('button', { name: 'Start with an empty journal' }).click()
  await expect(sample.firstRun()).toBeHidden()
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await expect(sample.firstRun()).toBeHidden()
})

test('the sample can be removed from Settings, Data', async ({ page }) => {
  test.setTimeout(90_000)
  const sample = new SampleDataModel(page)
  await new AppPage(page).signInLocally()
  await sample.loadSample()
  await page.goto('/settings?section=data')
  const card = page.getByRole('region', { name: 'Sample data' })
  await expect(card).toBeVisible()
  await sample.removeSample(card)
  await expect(card).toBeHidden()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await expect(sample.banner()).toBeHidden()
})

test("the journal offers the first run too, and lists the sample's hundreds of trades", async ({ page }) => {
  test.setTimeout(90_000)
  const sample = new SampleDataModel(page)
  await new AppPage(page).signInLocally()
  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible()
  await sample.loadSample()
  await expect(page.getByRole('status').getByText('400 trades', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('list', { name: 'Trades', exact: true }).getByRole('listitem').first()).toBeVisible()
  await expect(sample.banner()).toBeVisible()
  await expect(sample.firstRun()).toBeHidden()
})
