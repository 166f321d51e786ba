import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { Device, serverTrades } from './support/devices'
import { btcLong } from './support/journal-page'
import { openScreen } from './support/screens'

// Found by exploratory QA: a backup restored into another account kept the first account's ids,
// which the server refused row by row; the indicator still said 'Synced', and 'Sign out and remove'
// said everything was on the server, so removing the journal lost the restored trades for good.

test("another account's backup syncs as the restorer's own trades; a row the server refuses is never called 'on the server'", async ({ request }) => {
  test.setTimeout(180_000)
  const owner = await createAccount(request, 'Backup Owner')
  const restorer = await createAccount(request, 'Restoring Trader')
  const devices: Device[] = []
  try {
    // The owner's trade, on the server, and a backup of the journal.
    const a = await Device.launch('owner')
    devices.push(a)
    await a.signIn(owner.email, owner.password)
    await a.journal.open()
    await a.journal.addTrade(btcLong)
    const ownerId = await a.userId()
    await expect.poll(async () => (await serverTrades(request, ownerId)).length, { timeout: 30_000 }).toBe(1)
    const [ownerTrade] = await serverTrades(request, ownerId)
    await openScreen(a.page, '/reports', 'Reports')
    const [download] = await Promise.all([
      a.page.waitForEvent('download'),
      a.page.getByRole('region', { name: 'Back up your journal' }).getByRole('button', { name: 'Download backup' }).click(),
    ])
    const backup = await readFile(await download.path(), 'utf8')

    // Another account restores it: the trade becomes this account's own row and reaches the server.
    const b = await Device.launch('restorer')
    devices.push(b)
    await b.signIn(restorer.email, restorer.password)
    const restorerId = await b.userId()
    await openScreen(b.page, '/reports', 'Reports')
    const restore = b.page.getByRole('region', { name: 'Restore from a backup' })
    await restore.getByLabel('Backup file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(backup) })
    await restore.getByRole('button', { name: 'Restore backup' }).click()
    await expect(restore.getByRole('status')).toContainText('Restore finished: 1 trade and')
    await expect
      .poll(async () => (await serverTrades(request, restorerId)).map((row) => ({ notes: row.doc.notes, sameId: row.id === ownerTrade!.id })), { timeout: 30_000 })
      .toEqual([{ notes: btcLong.Notes, sameId: false }])
    await b.expectSynced()
    await expect(b.auth.syncIndicator()).toHaveAccessibleName('Sync status: Synced')

    // A row the server refuses: a trade under the id of the owner's row, which this account may not write.
    await b.page.evaluate(async (takenId) => {
      const journal = window.__tjJournal!() as unknown as {
        trades: { list(): Promise<{ id: string }[]> }
        rxDatabase: { collections: Record<string, { findOne(id: string): { exec(): Promise<{ toJSON(): Record<string, unknown> }> }; insert(row: object): Promise<unknown> }> }
      }
      const trades = journal.rxDatabase.collections.trades!
      const [own] = await journal.trades.list()
      const { serverRevision: _revision, ...copy } = (await trades.findOne(own!.id).exec()).toJSON()
      await trades.insert({ ...copy, id: takenId, notes: 'Written under a taken id' })
    }, ownerTrade!.id)
    await expect(b.auth.syncIndicator()).toHaveAccessibleName('Sync status: Not all synced', { timeout: 30_000 })
    await expect(b.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced')
    await b.auth.syncIndicator().click()
    const panel = b.page.getByRole('region', { name: 'Sync' })
    await expect(panel).toContainText('The server refused 1 change: it is saved on this device only. Everything else is on the server.')
    await expect(panel).toContainText('Changes the server refused')
    await expect(panel).not.toContainText('Everything on this device is on the server.')
    await b.auth.syncIndicator().click()

    // Signing out and removing the journal warns that the refused trade would be lost.
    await b.page.getByRole('button', { name: 'Account menu' }).click()
    await b.page.getByRole('button', { name: 'Sign out' }).click()
    const dialog = b.page.getByRole('alertdialog', { name: 'Sign out?' })
    await dialog.getByText('Remove my journal from this device').click()
    await expect(dialog.getByRole('alert')).toHaveText('1 change was refused by the server and is on this device only. Removing your journal now loses it for good.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await b.localTrades()).map((trade) => trade.notes).sort()).toEqual([btcLong.Notes, 'Written under a taken id'])
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})
