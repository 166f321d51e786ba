import { readFile } from 'node:fs/promises'
import { expect, type Download, type Locator, type Page, test } from '@playwright/test'
import Papa from 'papaparse'
import { btcLong, JournalPage } from './support/journal-page'
import { openScreen, startOffline } from './support/screens'

/** /reports as a trader drives it: the CSV export, the backup download and the restore. */
class ReportsPage {
  constructor(readonly page: Page) {}

  async open() {
    await openScreen(this.page, '/reports', 'Reports')
  }

  card(title: string): Locator {
    return this.page.getByRole('region', { name: title })
  }

  /** Clicks a button that saves a file and returns the file's text. */
  async download(card: string, button: string): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.card(card).getByRole('button', { name: button }).click()])
    await expect(this.page.getByText('Exported successfully').last()).toBeVisible()
    return { name: download.suggestedFilename(), text: await textOf(download) }
  }

  restoreCard(): Locator {
    return this.card('Restore from a backup')
  }

  async chooseBackup(name: string, text: string) {
    await this.restoreCard()
      .getByLabel('Backup file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
  }
}

async function textOf(download: Download): Promise<string> {
  const path = await download.path()
  return readFile(path, 'utf8')
}

const ethShortLoss = {
  Symbol: 'ETHUSDT',
  Side: 'short',
  'Entry price': '3000',
  'Exit price': '3100',
  Quantity: '1',
  'Opened at': '2025-03-04T09:00',
  'Closed at': '2025-03-04T10:00',
  // Typed text that a spreadsheet would run as a formula.
  Notes: '=HYPERLINK("http://evil.example","click")',
}

// Two journals, three files and a service worker on a two-core machine.
test.slow()

test('offline, trades export as CSV, the journal backs up to a file, and a fresh device restores it', async ({ page, browser }) => {
  await startOffline(page)
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await journal.addTrade(ethShortLoss)

  const reports = new ReportsPage(page)
  await reports.open()
  await expect(reports.card('Export trades (CSV)').getByText('2 trades will be exported')).toBeVisible()

  // CSV: byte order mark, headers, exact numbers, formulas neutralised, negative P&L still a number.
  const csv = await reports.download('Export trades (CSV)', 'Export CSV')
  expect(csv.name).toMatch(/^trading-journal-trades-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(csv.text.startsWith('\uFEFF')).toBe(true)
  const rows = Papa.parse<Record<string, string>>(csv.text.slice(1), { header: true, skipEmptyLines: true }).data
  expect(rows.map((row) => row.Symbol)).toEqual(['BTCUSDT', 'ETHUSDT'])
  expect(rows[0]).toMatchObject({
    Side: 'Long',
    Status: 'Closed',
    Outcome: 'Win',
    'Entry price': '60000',
    'Exit price': '61000',
    'Gross P&L': '500',
    'Net P&L': '497',
    'Trading fee': '3',
    Leverage: '10',
    Notes: 'Breakout above the range',
  })
  expect(rows[1]).toMatchObject({ Side: 'Short', Outcome: 'Loss', 'Net P&L': '-100', Notes: '\'=HYPERLINK("http://evil.example","click")' })
  expect(rows[1]!['Opened (UTC, ISO 8601)']).toMatch(/^2025-03-0[34]T\d{2}:00:00\.000Z$/)

  // The period filter: nothing was traded today.
  await reports.card('Export trades (CSV)').getByLabel('Period').selectOption({ label: 'Today' })
  await expect(reports.card('Export trades (CSV)').getByText('No trades match these filters.')).toBeVisible()
  await expect(reports.card('Export trades (CSV)').getByRole('button', { name: 'Export CSV' })).toBeDisabled()

  // Backup, with screenshots (none here), as JSON.
  const backup = await reports.download('Back up your journal', 'Download backup')
  expect(backup.name).toMatch(/^trading-journal-backup-\d{4}-\d{2}-\d{2}\.json$/)
  const content = JSON.parse(backup.text) as { format: string; version: number; collections: { trades: { notes: string }[] } }
  expect(content).toMatchObject({ format: 'trading-journal-backup', version: 1 })
  expect(content.collections.trades.map((trade) => trade.notes).sort()).toEqual([ethShortLoss.Notes, btcLong.Notes].sort())

  // Offered back to the same journal, the file can only add what is missing: here, nothing.
  await reports.chooseBackup(backup.name, backup.text)
  await expect(reports.restoreCard()).toContainText('Your journal already holds data')
  await reports.restoreCard().getByRole('button', { name: 'Add missing records' }).click()
  await expect(reports.restoreCard().getByRole('status')).toContainText('Restore finished: 0 records added (0 trades)')

  // A fresh device (a new browser profile), offline, restores the file.
  const baseURL = test.info().project.use.baseURL
  const device = await browser.newContext({ baseURL, serviceWorkers: 'allow' })
  const fresh = await device.newPage()
  await startOffline(fresh)
  const restore = new ReportsPage(fresh)
  await restore.open()

  // Bad files are refused next to the field, and nothing is written.
  await restore.chooseBackup('trades.json', 'Date(UTC),Pair,Side\n2025-01-01,BTCUSDT,BUY')
  await expect(restore.restoreCard().getByText('This is not a backup file: it could not be read as JSON. Nothing was restored.')).toBeVisible()
  await restore.chooseBackup('newer.json', JSON.stringify({ ...content, version: 99 }))
  await expect(restore.restoreCard().getByText('This backup was made by a newer version of the app.', { exact: false })).toBeVisible()
  // An edited file with an impossible value is refused as a whole, naming the record, the field and why.
  const edited = {
    ...content,
    collections: { ...content.collections, trades: content.collections.trades.map((trade, index) => (index === 0 ? { ...trade, side: 'sideways' } : trade)) },
  }
  await restore.chooseBackup('edited.json', JSON.stringify(edited))
  await expect(
    restore.restoreCard().getByText('The backup file holds an impossible value at collections.trades.0.side: Choose long, short, buy or sell. Nothing was restored.'),
  ).toBeVisible()

  await restore.chooseBackup(backup.name, backup.text)
  const summary = restore.restoreCard().getByRole('region', { name: 'Backup contents' })
  await expect(summary).toContainText('Trades: 2')
  await expect(restore.restoreCard()).toContainText('Your journal is empty')
  await restore.restoreCard().getByRole('button', { name: 'Restore backup' }).click()
  await expect(restore.restoreCard().getByRole('status')).toContainText('Restore finished: 2 trades')
  await expect(fresh.getByText('Saved successfully')).toBeVisible()

  const restored = new JournalPage(fresh)
  await restored.open()
  await expect(restored.row('BTCUSDT')).toHaveCount(1)
  await expect(restored.row('ETHUSDT')).toHaveCount(1)
  await device.close()
})
