import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { getLocalPreference, setLocalPreference } from './support/local-journal'
import { ThemeStudioPage } from './support/theme-studio-page'

// Issue 5 item 6: the Theme Studio popover, its colour themes, unlocks by level and rank, and custom
// themes (docs/product.md sections 2-9). Colours are checked as the inline variables the studio sets on <html>.

const FREE_PRESETS = ['Ocean', 'Default', 'Purple Haze', 'Classic Trader', 'Midnight']

test.describe('signed out, on the landing page', () => {
  test('only the level-1 presets are listed; a chosen theme changes the colours and survives a reload', async ({ page }) => {
    const themes = new ThemeStudioPage(page)
    await page.goto('/')
    await themes.open()
    expect(await themes.presetNames()).toEqual(FREE_PRESETS)
    await expect(themes.available().getByRole('button', { name: 'Neon Nights' })).toHaveCount(0)
    await expect(themes.available()).toContainText('Next: Focus at level 2')
    expect(await themes.primaryVariable()).toBe('')

    await themes.available().getByRole('button', { name: 'Purple Haze' }).click()
    await expect(themes.root()).toHaveAttribute('data-theme', 'purple')
    expect(await themes.primaryVariable()).toBe('270 76% 60%')
    await expect(themes.available().getByRole('button', { name: 'Purple Haze' })).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme:mode'))).toBe('purple')

    await page.reload()
    await expect(themes.root()).toHaveAttribute('data-theme', 'purple')
    expect(await themes.primaryVariable()).toBe('270 76% 60%')
    await themes.open()
    await expect(themes.available().getByRole('button', { name: 'Purple Haze' })).toHaveAttribute('aria-pressed', 'true')

    // Back to the app's own palette: the inline colours go away.
    await themes.available().getByRole('button', { name: 'Ocean' }).click()
    await expect(themes.root()).toHaveAttribute('data-theme', 'ocean')
    expect(await themes.primaryVariable()).toBe('')
  })

  test('an unknown saved theme id keeps the default colours and logs a warning', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.addInitScript(() => localStorage.setItem('theme:mode', 'no-such-theme'))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'ocean')
    expect(warnings.some((text) => text.includes('no-such-theme'))).toBe(true)
  })

  test('custom themes: create, edit and delete with the toasts; a fourth is refused', async ({ page }) => {
    const themes = new ThemeStudioPage(page)
    await page.goto('/')
    await themes.open()
    const custom = themes.custom()

    // An empty name is refused next to the field and in a toast; nothing is created.
    await custom.getByRole('button', { name: 'New custom theme' }).click()
    await custom.getByRole('textbox', { name: 'Theme name' }).fill('   ')
    await custom.getByRole('button', { name: 'Create theme' }).click()
    await expect(custom.getByText('Please enter a name for the theme')).toBeVisible()
    await themes.expectToast('Please enter a name for the theme')
    await custom.getByRole('button', { name: 'Cancel' }).click()

    // Created with docs/product.md's defaults and activated at once.
    await themes.createCustom('Desk Blue')
    await themes.expectToast('Theme "Desk Blue" created! 🎨')
    await expect(themes.root()).toHaveAttribute('data-theme', /^custom-/)
    expect(await themes.primaryVariable()).toBe('212 72% 59%')
    await expect(custom.getByRole('button', { name: 'Active: Desk Blue' })).toBeDisabled()

    // Edited: renamed, new primary colour applied at once.
    await custom.getByRole('button', { name: 'Edit Desk Blue' }).click()
    await custom.getByRole('textbox', { name: 'Theme name' }).fill('Desk Green')
    await custom.getByLabel('Primary').fill('#22aa55')
    await custom.getByRole('button', { name: 'Save theme' }).click()
    await themes.expectToast('Theme "Desk Green" updated! 🎨')
    await expect(custom.getByText('Desk Green', { exact: true })).toBeVisible()
    expect(await themes.primaryVariable()).toBe('143 67% 40%')

    // Up to three; the fourth is refused (the add button gives way to the limit).
    await themes.createCustom('Second')
    await themes.expectToast('Theme "Second" created! 🎨')
    await themes.createCustom('Third')
    await themes.expectToast('Theme "Third" created! 🎨')
    await expect(custom.getByRole('listitem')).toHaveCount(3)
    await expect(custom.getByRole('button', { name: 'New custom theme' })).toHaveCount(0)
    await expect(custom.getByText('Maximum 3 custom modes allowed')).toBeVisible()

    // Survives a reload.
    await page.reload()
    await themes.open()
    await expect(themes.custom().getByRole('listitem')).toHaveCount(3)

    // Deleting the active one asks first, then switches back to ocean.
    await themes.custom().getByRole('button', { name: 'Delete Third' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this custom theme?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await themes.expectToast('Theme deleted')
    await expect(themes.root()).toHaveAttribute('data-theme', 'ocean')
    await expect(themes.studio()).toBeVisible()
    await expect(themes.custom().getByRole('listitem')).toHaveCount(2)
    await expect(themes.custom().getByRole('button', { name: 'New custom theme' })).toBeEnabled()
  })
})

test.describe('seasonal and suggested themes', () => {
  test.use({ timezoneId: 'UTC' })

  test('a Saturday night before Christmas: the seasonal card with days left, and the late-night suggestion', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-12-20T23:00:00Z'))
    const themes = new ThemeStudioPage(page)
    await page.goto('/')
    await themes.open()

    const season = themes.studio().getByRole('region', { name: 'Limited-time theme' })
    await expect(season).toContainText('Christmas')
    await expect(season).toContainText('6 days left')
    await season.getByRole('button', { name: 'Apply Christmas' }).click()
    await expect(themes.root()).toHaveAttribute('data-theme', 'christmas')
    await expect(season.getByRole('button', { name: 'Active: Christmas' })).toBeDisabled()

    const suggestion = themes.studio().getByRole('region', { name: 'Suggested theme' })
    await expect(suggestion).toContainText('Suggested for now: Midnight')
    await suggestion.getByRole('button', { name: 'Apply Midnight' }).click()
    await expect(themes.root()).toHaveAttribute('data-theme', 'midnight')
    // Hidden once it is the active theme.
    await expect(suggestion).toHaveCount(0)
  })
})

test.describe('signed in', () => {
  test('more themes appear with a higher level in the local user_xp_levels row; the choice is upserted', async ({ page }) => {
    const app = new AppPage(page)
    await app.signInLocally()
    const themes = new ThemeStudioPage(page)
    await themes.open()
    expect(await themes.presetNames()).toEqual(FREE_PRESETS)

    await setLocalPreference(page, 'xpLevel', { currentLevel: 10 })
    await expect(themes.available().getByRole('button', { name: 'Ocean Breeze' })).toBeVisible()
    await expect(themes.available().getByRole('button', { name: 'Neon Nights' })).toBeVisible()
    await expect(themes.available().getByRole('button', { name: 'Sunset Glow' })).toHaveCount(0)
    await expect(themes.available().getByRole('button', { name: 'Gold Rush' })).toHaveCount(0)

    await setLocalPreference(page, 'progression', { rank: 'legend_trader' })
    await expect(themes.available().getByRole('button', { name: 'Gold Rush' })).toBeVisible()
    await expect(themes.available().getByRole('button', { name: 'Cyber Punk' })).toBeVisible()

    await themes.available().getByRole('button', { name: 'Ocean Breeze' }).click()
    await expect(themes.root()).toHaveAttribute('data-theme', 'ocean-breeze')
    await expect.poll(async () => (await getLocalPreference(page, 'customization'))?.activeTheme).toBe('ocean-breeze')
  })
})
