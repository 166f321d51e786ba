import { expect, type Page } from '@playwright/test'
import { AppPage } from './app-page'
import { readJournal } from './local-journal'
import { OfflineModel } from './offline-page'

/**
 * Opens a screen (or reloads the current one, with `path` null) and waits for its heading: the lazy
 * screen and the local database can take a while on a loaded two-core machine, which is not what
 * the tests measure.
 */
export async function openScreen(page: Page, path: string | null, title: string) {
  if (path === null) await page.reload()
  else await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 })
}

/** Signs in locally, lets the service worker take the page and goes offline before the test's first screen. */
export async function startOffline(page: Page) {
  await new AppPage(page).signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  await page.context().setOffline(true)
}

/** Turns the profile's 'Blur sensitive data' switch on or off (Settings → Profile → Privacy). */
export async function setBlur(page: Page, on: boolean) {
  await openScreen(page, '/settings?section=profile', 'Settings')
  const privacy = page.getByRole('region', { name: 'Privacy' })
  const toggle = privacy.getByRole('checkbox', { name: 'Blur sensitive data' })
  await expect(toggle).toBeEnabled()
  if ((await toggle.isChecked()) !== on) await privacy.getByText('Blur sensitive data').click()
  if (on) await expect(toggle).toBeChecked()
  else await expect(toggle).not.toBeChecked()
  // The switch shows the change before the database has it: leaving the page sooner can lose it.
  await expect.poll(async () => (await readJournal(page)).blur).toBe(on)
}

/**
 * The page fits a phone's screen: nothing reaches past its width. On a phone the layout viewport
 * grows to the widest content, so `innerWidth` then exceeds the screen's 390 px (and the page is
 * zoomed out, the bottom bar's last items off screen) while `scrollWidth <= innerWidth` still holds.
 */
export function fitsPhoneScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const width = screen.width
    return window.innerWidth <= width && document.documentElement.scrollWidth <= width
  })
}

/**
 * Words of the main region drawn across two lines, that is broken inside ('Esgotad-o'), other than
 * code such as an export's CSV header, also when a sentence quotes one. Words joined by a hyphen or a
 * slash may break there.
 */
export function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const broken = new Set<string>()
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('code, pre')) continue
      for (const match of (node.textContent ?? '').matchAll(/[^\s\-/·]{3,}/g)) {
        if (match[0].includes(',')) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lines.size > 1) broken.add(match[0])
      }
    }
    return [...broken]
  })
}

/** Fields side by side (one row) whose controls start at different heights, named by their labels. */
export function misalignedFields(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('*')].flatMap((row) => {
      const fields = [...row.children].filter((child) => child.matches('[data-scope="field"][data-part="root"]'))
      const top = (element: Element | null | undefined) => Math.round(element?.getBoundingClientRect().top ?? 0)
      const sideBySide = fields.filter((field) => top(field) === top(fields[0]))
      const controlTops = new Set(sideBySide.map((field) => top(field.querySelector('input, select, textarea'))))
      return sideBySide.length > 1 && controlTops.size > 1 ? [sideBySide.map((field) => field.querySelector('label')?.textContent).join(' | ')] : []
    }),
  )
}
