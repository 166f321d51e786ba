import type { Page } from '@playwright/test'

/**
 * The messages a page asked for that none of its loaded catalog parts held (src/i18n/i18n.ts warns and
 * loads the whole catalog): a route's message set that misses a message it shows. Filled as the page runs.
 */
export function watchMissingMessages(page: Page): string[] {
  const missing: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('is in none of the loaded route sets')) missing.push(`${page.url()}: ${message.text()}`)
  })
  return missing
}
