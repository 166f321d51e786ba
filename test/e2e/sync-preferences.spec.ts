import { expect, test, type APIRequestContext } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { buildTrade, Device, serviceGet } from './support/devices'
import { DashboardModel } from './support/dashboard-page'
import { getLocalPreference } from './support/local-journal'
import { openScreen } from './support/screens'
import { ThemeStudioPage } from './support/theme-studio-page'

// Issue 5 item 6, docs/product.md's preference behaviour through the local store: a default
// user_customization_preferences row is created when none exists; calm mode, sound and animation
// speed are saved at once (offline too) and reach the server's spec columns and the other device.

async function customizationRow(request: APIRequestContext, userId: string) {
  const rows = await serviceGet<{ calm_mode_enabled: boolean; sound_enabled: boolean; animation_speed: string }[]>(
    request,
    `user_customization_preferences?select=calm_mode_enabled,sound_enabled,animation_speed&user_id=eq.${userId}`,
  )
  expect(rows.length).toBeLessThanOrEqual(1)
  return rows[0] ?? null
}

async function openPreferences(device: Device) {
  await device.page.goto('/settings?section=preferences')
  const card = device.page.getByRole('region', { name: 'Calm and motion' })
  await expect(card).toBeVisible()
  return card
}

test('calm mode, sound and animation speed: a default row when none exists, saved at once, on the other device too', async ({ request }) => {
  test.setTimeout(120_000)
  const account = await createAccount(request, 'Calm Trader')
  const devices: Device[] = []
  try {
    const a = await Device.launch('a')
    devices.push(a)
    await a.signIn(account.email, account.password)
    const userId = await a.userId()
    expect(await customizationRow(request, userId)).toBeNull()

    // Opening the preferences creates the default row, which syncs.
    let card = await openPreferences(a)
    await expect(card.getByRole('checkbox', { name: 'Calm mode' })).not.toBeChecked()
    await expect(card.getByRole('checkbox', { name: 'Sound' })).toBeChecked()
    await expect.poll(() => customizationRow(request, userId), { timeout: 30_000 }).toEqual({ calm_mode_enabled: false, sound_enabled: true, animation_speed: 'normal' })

    // Changed offline: saved on the device at once, on the server once it is reachable.
    await a.offline.installAndControl()
    card = await openPreferences(a)
    await a.offline.goOffline()
    await card.getByText('Calm mode', { exact: true }).click()
    await card.getByText('Sound', { exact: true }).click()
    await card.getByRole('combobox', { name: 'Animation speed' }).click()
    await a.page.getByRole('option', { name: 'Fast' }).click()
    await expect(card.getByRole('checkbox', { name: 'Calm mode' })).toBeChecked()
    await expect(card.getByRole('checkbox', { name: 'Sound' })).not.toBeChecked()
    // The controls move at the input, before the database has it: a reload sooner can abort the write.
    await expect.poll(() => getLocalPreference(a.page, 'customization')).toMatchObject({ calmModeEnabled: true, soundEnabled: false, animationSpeed: 'fast' })
    await a.page.reload()
    card = a.page.getByRole('region', { name: 'Calm and motion' })
    await expect(card.getByRole('checkbox', { name: 'Calm mode' })).toBeChecked()
    await expect(card.getByRole('combobox', { name: 'Animation speed' })).toContainText('Fast')
    await a.offline.goOnline()
    await expect.poll(() => customizationRow(request, userId), { timeout: 30_000 }).toEqual({ calm_mode_enabled: true, sound_enabled: false, animation_speed: 'fast' })

    // Device B reads them from the server.
    const b = await Device.launch('b')
    devices.push(b)
    await b.signIn(account.email, account.password)
    card = await openPreferences(b)
    await expect(card.getByRole('checkbox', { name: 'Calm mode' })).toBeChecked()
    await expect(card.getByRole('checkbox', { name: 'Sound' })).not.toBeChecked()
    await expect(card.getByRole('combobox', { name: 'Animation speed' })).toContainText('Fast')
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

async function themeRow(request: APIRequestContext, userId: string) {
  const rows = await serviceGet<{ active_theme: string; doc: { value?: { customThemes?: { id: string; name: string }[] | null } } }[]>(
    request,
    `user_customization_preferences?select=active_theme,doc&user_id=eq.${userId}`,
  )
  const row = rows[0]
  return row ? { activeTheme: row.active_theme, customThemes: (row.doc.value?.customThemes ?? []).map((theme) => theme.name) } : null
}

test('a custom theme made and chosen on one device is listed and applied on the other, and follows remote changes', async ({ request }) => {
  test.setTimeout(120_000)
  const account = await createAccount(request, 'Theme Trader')
  const devices: Device[] = []
  try {
    const a = await Device.launch('a')
    devices.push(a)
    await a.signIn(account.email, account.password)
    const userId = await a.userId()
    const studioA = new ThemeStudioPage(a.page)
    await studioA.open()
    await studioA.createCustom('Desk Blue')
    await expect(studioA.custom().getByRole('button', { name: 'Active: Desk Blue' })).toBeDisabled()
    const customId = await a.page.locator('html').getAttribute('data-theme')
    expect(customId).toMatch(/^custom-/)
    const primary = await studioA.primaryVariable()
    expect(primary).not.toBe('')
    // The theme travels in the customization row's JSON, its id in docs/product.md's active_theme column.
    await expect.poll(() => themeRow(request, userId), { timeout: 30_000 }).toEqual({ activeTheme: customId, customThemes: ['Desk Blue'] })

    // A new device: the synced row's theme is applied without opening the studio, and listed in it.
    const b = await Device.launch('b')
    devices.push(b)
    await b.signIn(account.email, account.password)
    const studioB = new ThemeStudioPage(b.page)
    await expect(studioB.root()).toHaveAttribute('data-theme', customId!, { timeout: 30_000 })
    expect(await studioB.primaryVariable()).toBe(primary)
    await studioB.open()
    await expect(studioB.custom().getByRole('button', { name: 'Active: Desk Blue' })).toBeDisabled()
    await b.page.reload()
    await expect(studioB.root()).toHaveAttribute('data-theme', customId!)

    // Changed on A while B is open: B follows without a reload.
    await studioA.available().getByRole('button', { name: 'Purple Haze' }).click()
    await expect(studioA.root()).toHaveAttribute('data-theme', 'purple')
    await expect(studioB.root()).toHaveAttribute('data-theme', 'purple', { timeout: 30_000 })
    expect(await studioB.primaryVariable()).toBe('270 76% 60%')
    await studioB.open()
    await expect(studioB.custom().getByRole('button', { name: 'Apply Desk Blue' })).toBeEnabled()
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

async function openTradingSettings(device: Device) {
  await openScreen(device.page, '/settings?section=trading', 'Settings')
  const form = device.page.getByRole('region', { name: 'Trading defaults' })
  await expect(form).toBeVisible()
  return { form, field: (label: string) => form.getByLabel(label, { exact: true }) }
}

async function removeWidget(device: Device, name: string) {
  const dashboard = new DashboardModel(device.page)
  await dashboard.open()
  await dashboard.button('Edit layout').click()
  await dashboard.button(`Remove ${name}`).click()
  await dashboard.button('Save layout').click()
  await expect(device.page.getByText('Saved successfully')).toBeVisible()
  await dashboard.button('Exit edit mode').click()
}

/** Two devices signed in to a new account (one synced trade, no setting stored yet), both offline; `devices` gets them to close. */
async function offlinePair(request: APIRequestContext, name: string, devices: Device[]) {
  const account = await createAccount(request, name)
  const a = await Device.launch('a')
  const b = await Device.launch('b')
  devices.push(a, b)
  await a.signIn(account.email, account.password)
  await a.journalReady()
  await a.insertTrade(buildTrade(1))
  await a.expectSynced()
  await b.signIn(account.email, account.password)
  for (const device of [a, b]) {
    await device.offline.installAndControl()
    await device.offline.goOffline()
  }
  return { a, b }
}

test('settings changed on two offline devices: each device keeps what it changed, on both devices', async ({ request }) => {
  test.setTimeout(180_000)
  const devices: Device[] = []
  try {
    const { a, b } = await offlinePair(request, 'Two Desks', devices)

    // A new account: neither device has stored a setting before, so the server has no copy to compare with.
    const onA = await openTradingSettings(a)
    await onA.field('Breakeven band').fill('5')
    await onA.field('Default exchange').selectOption('Bybit')
    await onA.field('Time zone').selectOption('Europe/Lisbon')
    await onA.form.getByRole('button', { name: 'Save' }).click()
    await expect(a.page.getByText('Saved successfully')).toBeVisible()
    const onB = await openTradingSettings(b)
    await onB.field('Initial capital').fill('15000')
    await onB.form.getByRole('button', { name: 'Save' }).click()
    await expect(b.page.getByText('Saved successfully')).toBeVisible()
    await removeWidget(a, 'Fees and funding')
    await removeWidget(b, 'Recent trades')

    await a.offline.goOnline()
    await a.expectSynced()
    await b.offline.goOnline()
    await b.expectSynced()

    for (const device of [a, b]) {
      const { field } = await openTradingSettings(device)
      await expect(field('Initial capital'), device.name).toHaveValue('15000', { timeout: 30_000 })
      await expect(field('Breakeven band'), device.name).toHaveValue('5')
      await expect(field('Default exchange'), device.name).toHaveValue('Bybit')
      await expect(field('Time zone'), device.name).toHaveValue('Europe/Lisbon')
      await new DashboardModel(device.page).open()
      const widgets = () => device.page.locator('[data-widget-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-widget-id')))
      await expect.poll(widgets, { message: device.name, timeout: 30_000 }).toContain('key-stats')
      await expect.poll(widgets, { message: device.name, timeout: 30_000 }).not.toContain('recent-trades')
      expect(await widgets(), device.name).not.toContain('fees-funding')
      expect(await widgets(), device.name).toHaveLength(9)
    }
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

test('one setting changed on two offline devices: one value is kept everywhere, the other is listed in Settings and can be taken back', async ({ request }) => {
  test.setTimeout(180_000)
  const devices: Device[] = []
  try {
    const { a, b } = await offlinePair(request, 'Same Field', devices)
    for (const [device, band] of [
      [a, '5'],
      [b, '7'],
    ] as const) {
      const { form, field } = await openTradingSettings(device)
      await field('Breakeven band').fill(band)
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(device.page.getByText('Saved successfully')).toBeVisible()
    }
    // A reaches the server first: its value is the one every device keeps.
    await a.offline.goOnline()
    await a.expectSynced()
    await b.offline.goOnline()
    await b.expectSynced()

    for (const device of [b, a]) {
      const { field } = await openTradingSettings(device)
      await expect(field('Breakeven band'), device.name).toHaveValue('5', { timeout: 30_000 })
      const clash = device.page.getByRole('region', { name: 'Changed on two devices' }).getByRole('listitem', { name: 'Trading: Breakeven band' })
      await expect(clash, device.name).toContainText('Kept5', { timeout: 30_000 })
      await expect(clash, device.name).toContainText('Other value7')
    }

    // Taken back on A: the band is 7 on both devices and the entry is gone from both.
    await a.page.getByRole('button', { name: 'Use the other value' }).click()
    await expect(a.page.getByText('Updated successfully')).toBeVisible()
    await a.expectSynced()
    for (const device of [a, b]) {
      const { field } = await openTradingSettings(device)
      await expect(field('Breakeven band'), device.name).toHaveValue('7', { timeout: 30_000 })
      await expect(device.page.getByRole('region', { name: 'Changed on two devices' }), device.name).toHaveCount(0)
    }
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})
