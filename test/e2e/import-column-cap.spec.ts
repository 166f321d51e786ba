import { expect, test } from '@playwright/test'
import { JournalPage } from './support/journal-page'
import { ImportPage } from './support/import-page'
import { startOffline } from './support/screens'

/** `count` header cells and one data row as wide: a file no exchange writes. */
function wideCsv(name: string, count: number) {
  const cells = (prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(',')
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${cells('column ')}\n${cells('')}\n`) }
}

test('a CSV of 100,000 columns is refused with a message, offers no column mapping and imports nothing', async ({ page }) => {
  test.slow() // sign-in and the service worker on a shared two-core machine
  await startOffline(page)
  const imports = new ImportPage(page)
  await imports.open()

  await imports.choose(wideCsv('wide.csv', 100_000))
  const card = imports.file('wide.csv')
  await expect(card).toContainText('wide.csv has more than 500 columns, more than any trade history. Check that it is the right file, or remove the extra columns.')
  // None of its columns is offered: no mapping form, no select, no preview.
  await expect(card.getByRole('form')).toHaveCount(0)
  await expect(card.getByRole('combobox')).toHaveCount(0)
  await expect(card.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Import 0 files' })).toBeDisabled()
  await expect(imports.history().getByRole('listitem')).toHaveCount(0)

  const journal = new JournalPage(page)
  await journal.open()
  await expect(journal.rows()).toHaveCount(0)
})
