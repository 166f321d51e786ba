import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page } from '@playwright/test'

export const EXCHANGE_FIXTURES = fileURLToPath(new URL('../../fixtures/exchanges', import.meta.url))

export function exchangeFixture(path: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name: path.split('/').pop() ?? path, mimeType: 'text/csv', buffer: readFileSync(join(EXCHANGE_FIXTURES, path)) }
}

/** /upload's CSV path as a trader drives it: pick files, read the checks, confirm, undo. */
export class ImportPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/upload')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Upload Trades' })).toBeVisible({ timeout: 20_000 })
    await this.page.getByRole('tab', { name: 'CSV' }).click()
    await expect(this.page.getByRole('heading', { name: 'Import history' })).toBeVisible({ timeout: 20_000 })
  }

  async choose(...files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByLabel('CSV files').setInputFiles(files)
  }

  file(name: string): Locator {
    return this.page.getByRole('list', { name: 'Selected files' }).getByRole('listitem').filter({ hasText: name }).first()
  }

  history(): Locator {
    return this.page.getByRole('list', { name: 'Imports' })
  }

  record(fileName: string): Locator {
    return this.history().getByRole('listitem', { name: fileName })
  }

  /** Shown while an undo re-derives the trades; gone once the journal is back. */
  undoing(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Undoing the import…' })
  }

  async confirm(files: number) {
    await this.page.getByRole('button', { name: files === 1 ? 'Import 1 file' : `Import ${files} files` }).click()
    await expect(this.page.getByText('Trades uploaded successfully')).toBeVisible({ timeout: 30_000 })
  }
}
