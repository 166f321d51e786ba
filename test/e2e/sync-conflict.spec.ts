import { type APIRequestContext, expect, test, type Locator } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { Device, serverTrades } from './support/devices'
import { btcLong } from './support/journal-page'

// docs/sync.md guarantee 2: two devices edit the same trade offline, A the notes, B the exit price, both
// the setup. After both reconnect (A first), every device and the server hold both field edits; the
// setup keeps the value the server ordered first (A's) and B's choice stays visible on the trade,
// where the trader can take it instead.

async function addSetup(device: Device, name: string) {
  await device.page.goto('/settings?section=setups')
  const setups = device.page.getByRole('region', { name: 'Setups' })
  await setups.getByLabel('New setup', { exact: true }).fill(name)
  await setups.getByRole('button', { name: 'Add setup' }).click()
  await expect(setups.getByRole('listitem').filter({ has: device.page.getByRole('checkbox', { name, exact: true }) })).toBeVisible()
}

async function editTrade(device: Device, changes: { notes?: string; exitPrice?: string; setup: string }) {
  await device.journal.rowAction(device.journal.row('BTCUSDT'), 'Edit')
  const dialog = device.journal.dialog('Edit trade')
  await expect(dialog).toBeVisible()
  if (changes.notes !== undefined) await dialog.getByLabel('Notes', { exact: true }).fill(changes.notes)
  if (changes.exitPrice !== undefined) await dialog.getByLabel('Exit price', { exact: true }).fill(changes.exitPrice)
  await dialog.getByLabel('Setup', { exact: true }).selectOption({ label: changes.setup })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
}

const conflictNotice = (device: Device): Locator => device.page.getByRole('region', { name: 'Changed on two devices' })

test('both devices edit one trade offline: the merge keeps both edits and the setup conflict is shown with a way to pick it', async ({ request }) => {
  test.setTimeout(180_000)
  const account = await createAccount(request, 'Conflicted Trader')
  const devices: Device[] = []
  try {
    const a = await Device.launch('a')
    devices.push(a)
    const b = await Device.launch('b')
    devices.push(b)
    await a.signIn(account.email, account.password)
    const userId = await a.userId()
    await addSetup(a, 'Breakout')
    await addSetup(a, 'Pullback')
    await a.journal.open()
    await a.journal.addTrade(btcLong)
    await a.expectSynced()

    await b.signIn(account.email, account.password)
    await b.journal.open()
    await expect(b.journal.row('BTCUSDT')).toHaveCount(1, { timeout: 30_000 })
    const [trade] = await b.localTrades()
    for (const device of devices) {
      await device.offline.installAndControl()
      await device.journal.open()
      await device.offline.goOffline()
    }

    // Offline on both: A changes the notes and the setup, B the exit price and the setup.
    await editTrade(a, { notes: 'A: stopped out, moved the stop too early', setup: 'Breakout' })
    await editTrade(b, { exitPrice: '62000', setup: 'Pullback' })

    // A reconnects first, so the server orders A's setup first.
    await a.offline.goOnline()
    await a.expectSynced()
    await expect.poll(async () => (await serverTrades(request, userId))[0]?.doc.notes, { timeout: 30_000 }).toBe('A: stopped out, moved the stop too early')
    await b.offline.goOnline()
    await b.expectSynced()

    const tags = await b.page.evaluate(() => (window.__tjJournal!() as unknown as { tags: { list(): Promise<{ id: string; name: string }[]> } }).tags.list())
    const breakout = tags.find((tag) => tag.name === 'Breakout')!.id
    const pullback = tags.find((tag) => tag.name === 'Pullback')!.id
    const merged = { id: trade!.id, notes: 'A: stopped out, moved the stop too early', exitPrice: '62000', setupId: breakout }
    const lostSetup = [{ field: 'setupId', lostValue: JSON.stringify(pullback) }]
    await expect
      .poll(
        async () => {
          const [row] = await serverTrades(request, userId)
          return { id: row?.id, notes: row?.doc.notes, exitPrice: row?.doc.exitPrice, setupId: row?.doc.setupId, conflicts: row?.doc.conflicts?.map(pick) }
        },
        { timeout: 30_000 },
      )
      .toEqual({ ...merged, conflicts: lostSetup })
    for (const device of devices) {
      await expect
        .poll(
          async () => (await device.localTrades()).map(({ id, notes, exitPrice, setupId, conflicts }) => ({ id, notes, exitPrice, setupId, conflicts: conflicts?.map(pick) })),
          {
            timeout: 30_000,
            message: device.name,
          },
        )
        .toEqual([{ ...merged, conflicts: lostSetup }])
    }

    // Both devices show it on the trade: the field, the kept value and the other one.
    for (const device of devices) {
      await device.page.goto(`/trade-analysis?trade=${trade!.id}`)
      const notice = conflictNotice(device)
      await expect(notice).toBeVisible()
      const setup = notice.getByRole('listitem', { name: 'Setup' })
      await expect(setup).toContainText('Kept')
      await expect(setup).toContainText('Breakout')
      await expect(setup).toContainText('Other value')
      await expect(setup).toContainText('Pullback')
      await expect(notice.getByRole('listitem')).toHaveCount(1)
    }

    // B takes the other value: the setup becomes Pullback everywhere and the notice goes.
    await conflictNotice(b).getByRole('listitem', { name: 'Setup' }).getByRole('button', { name: 'Use the other value' }).click()
    await expect(conflictNotice(b)).toBeHidden()
    await expect
      .poll(
        async () => {
          const [row] = await serverTrades(request, userId)
          return { setupId: row?.doc.setupId, conflicts: row?.doc.conflicts ?? [], notes: row?.doc.notes, exitPrice: row?.doc.exitPrice }
        },
        { timeout: 30_000 },
      )
      .toEqual({ setupId: pullback, conflicts: [], notes: merged.notes, exitPrice: '62000' })
    await expect(conflictNotice(a)).toBeHidden({ timeout: 30_000 })
    await expect(a.page.getByRole('region', { name: 'Trade' })).toContainText('Pullback')
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

const pick = ({ field, lostValue }: { field: string; lostValue: string }) => ({ field, lostValue })

/** Two signed-in devices online, both showing the journal with one trade (`btcLong`) synced. */
async function twoDevicesWithOneTrade(request: APIRequestContext, devices: Device[], name: string) {
  const account = await createAccount(request, name)
  const a = await Device.launch('a')
  devices.push(a)
  const b = await Device.launch('b')
  devices.push(b)
  await a.signIn(account.email, account.password)
  await a.journal.open()
  await a.journal.addTrade(btcLong)
  await a.expectSynced()
  await b.signIn(account.email, account.password)
  await b.journal.open()
  await expect(b.journal.row('BTCUSDT')).toHaveCount(1, { timeout: 30_000 })
  return { a, b, userId: await a.userId() }
}

async function openEdit(device: Device): Promise<Locator> {
  await device.journal.rowAction(device.journal.row('BTCUSDT'), 'Edit')
  const dialog = device.journal.dialog('Edit trade')
  await expect(dialog).toBeVisible()
  return dialog
}

/** The fields these tests follow, as the device stores them. */
function storedTrade(device: Device) {
  return device.page.evaluate(async () => {
    const [trade] = await window.__tjJournal!()!.trades.list({ deleted: 'include' })
    const { exitPrice, tradingFee, notes, isDeleted, conflicts } = trade as typeof trade & { tradingFee?: string }
    return { exitPrice, tradingFee, notes, isDeleted, conflicts: conflicts?.map(({ field, lostValue }) => ({ field, lostValue })) ?? [] }
  })
}

test('an edit form left open writes only what the trader changed: exit price and fee synced from another device meanwhile stay', async ({ request }) => {
  test.setTimeout(180_000)
  const devices: Device[] = []
  try {
    const { a, b, userId } = await twoDevicesWithOneTrade(request, devices, 'Open Form Trader')
    const formOnB = await openEdit(b)

    // A changes the exit price and the fee; B's copy of the trade follows while B's form stays open.
    const formOnA = await openEdit(a)
    await a.journal.fill(formOnA, { 'Exit price': '65000', 'Trading fee': '7' })
    await formOnA.getByRole('button', { name: 'Save' }).click()
    await expect(formOnA).toBeHidden()
    await a.expectSynced()
    await expect.poll(() => storedTrade(b), { timeout: 30_000 }).toMatchObject({ exitPrice: '65000', tradingFee: '7' })

    // B, in the form opened before, writes only the notes.
    await formOnB.getByLabel('Notes', { exact: true }).fill('B: written in a form opened earlier')
    await formOnB.getByRole('button', { name: 'Save' }).click()
    await expect(formOnB).toBeHidden()
    await b.expectSynced()

    const expected = { exitPrice: '65000', tradingFee: '7', notes: 'B: written in a form opened earlier', isDeleted: false, conflicts: [] }
    for (const device of devices) await expect.poll(() => storedTrade(device), { timeout: 30_000, message: device.name }).toEqual(expected)
    const [row] = await serverTrades(request, userId)
    expect(row?.doc).toMatchObject({ exitPrice: '65000', tradingFee: '7', notes: expected.notes })
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

test('saving an edit of a trade deleted on another device meanwhile brings it back, says so, and shows the deletion on the trade', async ({ request }) => {
  test.setTimeout(180_000)
  const devices: Device[] = []
  try {
    const { a, b } = await twoDevicesWithOneTrade(request, devices, 'Deleted Meanwhile Trader')
    const formOnB = await openEdit(b)
    await formOnB.getByLabel('Notes', { exact: true }).fill('B: a long post-mortem')

    await a.journal.rowAction(a.journal.row('BTCUSDT'), 'Delete')
    await expect(a.journal.row('BTCUSDT')).toHaveCount(0)
    await a.expectSynced()
    await expect.poll(async () => (await storedTrade(b)).isDeleted, { timeout: 30_000 }).toBe(true)

    await formOnB.getByRole('button', { name: 'Save' }).click()
    await expect(b.page.getByText('This trade was deleted on another device; your edit restored it.')).toBeVisible()
    await expect(formOnB).toBeHidden()
    await b.expectSynced()

    const expected = { notes: 'B: a long post-mortem', isDeleted: false, conflicts: [{ field: 'isDeleted', lostValue: 'true' }] }
    for (const device of devices) {
      await expect.poll(() => storedTrade(device), { timeout: 30_000, message: device.name }).toMatchObject(expected)
      await expect(device.journal.row('BTCUSDT')).toHaveCount(1, { timeout: 30_000 })
    }

    // On A the trade says it was deleted there, and taking that back moves it to the trash again.
    const [trade] = await a.localTrades()
    await a.page.goto(`/trade-analysis?trade=${trade!.id}`)
    const deletion = conflictNotice(a).getByRole('listitem', { name: 'Deleted on another device' })
    await expect(deletion).toContainText('Not in the trash')
    await expect(deletion).toContainText('In the trash')
    await deletion.getByRole('button', { name: 'Use the other value' }).click()
    await expect.poll(() => storedTrade(b), { timeout: 30_000 }).toMatchObject({ notes: expected.notes, isDeleted: true, conflicts: [] })
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})
