import { expect, test, type Page } from '@playwright/test'
import { AppPage } from './support/app-page'
import { watchMissingMessages } from './support/missing-messages'

/** The message files a page fetches (src/i18n/route-messages): assets/messages-<language>-<route>-<hash>.json. */
function watchMessageFiles(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/messages-')) files.push(path)
  })
  return files
}

const part = (language: string, route: string) => new RegExp(`^/assets/messages-${language}-${route}-[\\w-]{8}\\.json$`)
/** Of `routes`, those whose message file in `language` is not among the fetched `files`. */
const unfetched = (files: string[], language: string, routes: string[]) => routes.filter((route) => !files.some((file) => part(language, route).test(file)))

test.describe('messages by route', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a screen loads only its own messages, and a language switch loads those of the screens in use', async ({ page }) => {
    const app = new AppPage(page)
    const missing = watchMissingMessages(page)
    await app.signInLocally()
    const files = watchMessageFiles(page)

    await page.goto('/journal')
    await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible()
    expect(unfetched(files, 'en', ['base', '_app', '_app-journal'])).toEqual([])
    // Not the other screens' messages, and not the whole catalog (a JavaScript chunk).
    expect(files.filter((file) => part('en', '_app-analytics').test(file) || file.endsWith('.js'))).toEqual([])

    files.length = 0
    await page.getByLabel('Language').selectOption('es')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link', { name: 'Operaciones', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Operaciones' })).toBeVisible()
    expect(unfetched(files, 'es', ['base', '_app', '_app-journal'])).toEqual([])

    // A screen opened later in the session comes in the chosen language.
    await nav.getByRole('link', { name: 'Panel', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible()
    expect(unfetched(files, 'es', ['_app-dashboard'])).toEqual([])
    expect(missing).toEqual([])
  })
})
