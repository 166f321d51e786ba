import { expect, test } from '@playwright/test'
import { InstallCardModel } from './support/pwa-install-card'
import { OfflineModel } from './support/offline-page'

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose?: string
}

test.describe('web app manifest', () => {
  test('is linked, served, and lists any and maskable icons at 192 and 512 px', async ({ page, request }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/)

    const response = await request.get('/manifest.webmanifest')
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as { name: string; display: string; start_url: string; icons: ManifestIcon[] }
    expect(manifest.name).toBe('Trading Journal')
    expect(manifest.display).toBe('standalone')

    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose))
        expect(icon, `${purpose} ${size}`).toBeDefined()
        const file = await request.get(icon!.src)
        expect(file.ok(), icon!.src).toBe(true)
        expect(file.headers()['content-type']).toContain('image/png')
      }
    }
    for (const asset of ['/favicon.svg', '/icons/apple-touch-icon.png']) {
      expect((await request.get(asset)).ok(), asset).toBe(true)
    }
  })
})

test.describe('service worker', () => {
  test('registers /sw.js and takes control after a reload', async ({ page, context }) => {
    await page.goto('/')
    const offline = new OfflineModel(page, context)
    expect(await offline.waitForServiceWorker()).toMatch(/\/sw\.js$/)
    await offline.installAndControl()
  })

  test("a waiting new version shows the update prompt, and 'Reload' switches to it", async ({ page, context }) => {
    await page.goto('/')
    await new OfflineModel(page, context).installAndControl()
    // A new deploy, simulated: the same worker under another URL installs and waits beside the old one,
    // and the new deploy's pages register that URL. (Without the latter, the reloaded page registers
    // '/sw.js' again, a third version that installs and shows the prompt once more.) This page too:
    // the app registers after its load event, and a '/sw.js' registered after the next version
    // would replace it as the waiting worker.
    const registerNextVersion = () => {
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
      navigator.serviceWorker.register = (url, options) => register(String(url) === '/sw.js' ? '/sw.js?next-version' : url, options)
    }
    await context.addInitScript(registerNextVersion)
    await page.evaluate(registerNextVersion)
    await page.evaluate(() => {
      void navigator.serviceWorker.register('/sw.js', { scope: '/' })
    })
    const prompt = page.getByText('A new version is available')
    await expect(prompt).toBeVisible()

    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/sw\.js\?next-version$/)
    await expect(prompt).toHaveCount(0)
  })
})

test.describe('install card', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })

  test("shows on the browser's offer; 'Not now' hides it for good", async ({ page }) => {
    const install = new InstallCardModel(page)
    await expect(install.card()).toHaveCount(0)
    expect(await install.offerInstall()).toBe(true)
    await install.expectShown()

    await install.card().getByRole('button', { name: 'Not now' }).click()
    await expect(install.card()).toHaveCount(0)
    expect(await install.dismissedFlag()).toBe('true')
    expect(await install.promptCalls()).toBe(0)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await install.offerInstall()).toBe(true)
    await install.settle()
    await expect(install.card()).toHaveCount(0)
  })

  test('the close icon hides it and stores the flag', async ({ page }) => {
    const install = new InstallCardModel(page)
    await install.offerInstall()
    await install.expectShown()
    await install.card().getByRole('button', { name: 'Close' }).click()
    await expect(install.card()).toHaveCount(0)
    expect(await install.dismissedFlag()).toBe('true')
  })

  test("'Install' opens the browser prompt and hides the card", async ({ page }) => {
    const install = new InstallCardModel(page)
    await install.offerInstall()
    await install.expectShown()
    await install.card().getByRole('button', { name: 'Install', exact: true }).click()
    await expect(install.card()).toHaveCount(0)
    await expect.poll(() => install.promptCalls()).toBe(1)
    // Installing is not dismissing: if the user declines the browser's dialog, a later offer shows again.
    expect(await install.dismissedFlag()).toBeNull()
  })

  test('hides when the app gets installed', async ({ page }) => {
    const install = new InstallCardModel(page)
    await install.offerInstall()
    await install.expectShown()
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await expect(install.card()).toHaveCount(0)
  })
})
