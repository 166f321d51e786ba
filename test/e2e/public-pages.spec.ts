import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

/** The public pages signed out: landing, blog, crypto FAQ and logo download (docs/product.md section 2). */

const FEATURE_CARDS = ['Smart Trade Logging', 'Auto Imports', 'Advanced Analytics', 'Tag and Filter Everything', 'Mobile Friendly']
const EXCHANGES = ['Binance', 'Bybit', 'Coinbase', 'OKX', 'Kraken', 'KuCoin', 'Gate.io', 'MEXC', 'Bitfinex', 'Bitstamp', 'BingX']

async function openLanding(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('landing page', () => {
  test('shows the top bar, hero and every section in order', async ({ page }) => {
    await openLanding(page)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    await expect(banner.getByRole('combobox', { name: 'Language' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Theme Studio' })).toBeVisible()

    const hero = page.getByRole('region', { name: /Journal every trade/ })
    await expect(hero.getByRole('link', { name: 'Start journaling free' })).toHaveAttribute('href', '/auth')
    await expect(hero.getByText('10,000+')).toBeVisible()
    await expect(hero.getByText('1M+')).toBeVisible()
    await expect(hero.getByText('98%')).toBeVisible()
    await expect(hero.getByText('2-minute setup • Free forever • No credit card required')).toBeVisible()

    const titles = [
      'Other journals show numbers. This one shows progress.',
      'Everything a crypto journal should do',
      'Built for crypto traders',
      'Traders who journal with us',
      'Simple pricing that grows with you',
      'Start your journal in 2 minutes',
    ]
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(h2s).toEqual(titles)
    await expect(page.getByRole('link', { name: 'See it in action' })).toHaveAttribute('href', '/auth')
    await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/auth')
  })

  test('has five feature cards and the eleven exchanges', async ({ page }) => {
    await openLanding(page)
    const features = page.getByRole('region', { name: 'Everything a crypto journal should do' })
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(FEATURE_CARDS)
    const strip = page.getByRole('list', { name: 'Supported exchanges' })
    await expect(strip.getByRole('listitem')).toHaveText(EXCHANGES)
  })

  test('shows three testimonials and the Reading B pricing with its note', async ({ page }) => {
    await openLanding(page)
    const testimonials = page.getByRole('region', { name: 'Traders who journal with us' })
    await expect(testimonials.getByRole('blockquote')).toHaveCount(3)

    const pricing = page.getByRole('region', { name: 'Simple pricing that grows with you' })
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Pro', 'Elite'])
    const pro = pricing.getByRole('article', { name: 'Pro' })
    await expect(pro.getByText('Most Popular')).toBeVisible()
    await expect(pro.getByText('$19')).toBeVisible()
    await expect(pro.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth')
    const elite = pricing.getByRole('article', { name: 'Elite' })
    await expect(elite.getByText('$49')).toBeVisible()
    await expect(elite.getByRole('link', { name: 'Contact Sales' })).toBeVisible()
    await expect(pricing.getByRole('article', { name: 'Starter' }).getByText('Up to 50 trades per month')).toBeVisible()
    await expect(pricing.getByText('All plans include 14-day free trial • No credit card required • Cancel anytime')).toBeVisible()
  })

  test('opens the dashboard screenshot in a large dialog and closes it', async ({ page }) => {
    await openLanding(page)
    await page.getByRole('button', { name: 'Open the dashboard screenshot' }).click()
    const dialog = page.getByRole('dialog', { name: 'Dashboard preview' })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(900)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Open the dashboard screenshot' }).click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('Theme Studio switches to dark mode', async ({ page }) => {
    await openLanding(page)
    await page.getByRole('button', { name: 'Theme Studio' }).click()
    const studio = page.getByRole('dialog', { name: 'Theme Studio' })
    await expect(studio).toBeVisible()
    await studio.getByRole('radio', { name: 'Dark' }).check({ force: true })
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  })

  test('footer links go to the blog and crypto FAQ; placeholders are not links', async ({ page }) => {
    await openLanding(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('© 2025 Trading Journal. All rights reserved.')).toBeVisible()
    for (const placeholder of ['Features', 'Pricing', 'Help Centre', 'Documentation', 'Contact', 'Privacy', 'Terms']) {
      await expect(footer.getByText(placeholder, { exact: true })).toBeVisible()
      await expect(footer.getByRole('link', { name: placeholder, exact: true })).toHaveCount(0)
    }
    await expect(footer.getByRole('img', { name: 'Discord' })).toBeVisible()

    await footer.getByRole('link', { name: 'Crypto Trading FAQ' }).click()
    await expect(page).toHaveURL(/\/crypto-trading-faq$/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('the FAQ footer link is protected: signed out it redirects to /auth', async ({ page }) => {
    await openLanding(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL(/\/auth(\?|$)/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/faq')
  })
})

test.describe('blog', () => {
  test('lists posts and opens one, with a way back', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const posts = page.getByRole('main').getByRole('article')
    expect(await posts.count()).toBeGreaterThanOrEqual(3)
    await expect(posts.first().getByText(/\d+ min read/)).toBeVisible()

    const link = page.getByRole('link', { name: 'Journaling partial fills correctly' })
    await link.click()
    await expect(page).toHaveURL(/\/blog\/journaling-partial-fills$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journaling partial fills correctly')
    await expect(page.getByRole('heading', { level: 2, name: 'A trade runs from flat to flat' })).toBeVisible()
    await page.getByRole('link', { name: '← Back to blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('an unknown slug shows Post not found with a link to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-post')
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})

test('crypto trading FAQ expands an answer', async ({ page }) => {
  await page.goto('/crypto-trading-faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto Trading FAQ' })).toBeVisible()
  const question = page.getByRole('button', { name: 'What is a funding rate, and how does it change my P&L?' })
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  const answer = page.getByText(/Perpetual futures never expire/)
  await expect(answer).toBeHidden()
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(answer).toBeVisible()
  const questions = await page.getByRole('heading', { level: 3 }).count()
  expect(questions).toBeGreaterThanOrEqual(10)
  // The same questions are published as schema.org FAQPage data for search engines.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data['@type']).toBe('FAQPage')
  expect(data.mainEntity).toHaveLength(questions)
})

test('logo download offers SVG and PNG files of each variant', async ({ page }) => {
  await page.goto('/logo-download')
  await expect(page.getByRole('heading', { level: 1, name: 'Logo download' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download SVG' })).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Download PNG' })).toHaveCount(4)

  const dark = page.getByRole('article', { name: 'Full logo for dark backgrounds' })
  const [svg] = await Promise.all([page.waitForEvent('download'), dark.getByRole('button', { name: 'Download SVG' }).click()])
  expect(svg.suggestedFilename()).toBe('trading-journal-logo-dark.svg')
  const svgText = readFileSync(await svg.path(), 'utf8')
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  expect(svgText).toContain('Trading Journal')

  const [png] = await Promise.all([page.waitForEvent('download'), dark.getByRole('button', { name: 'Download PNG' }).click()])
  expect(png.suggestedFilename()).toBe('trading-journal-logo-dark.png')
  const pngBytes = readFileSync(await png.path())
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  // IHDR width and height (big-endian at bytes 16-23): 8x the 330x64 SVG.
  expect(pngBytes.readUInt32BE(16)).toBe(2640)
  expect(pngBytes.readUInt32BE(20)).toBe(512)
})

test('robots.txt lets crawlers read the public pages and keeps them out of the journal', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const rules = await response.text()
  for (const page of ['/$', '/blog', '/crypto-trading-faq', '/logo-download']) expect(rules).toContain(`Allow: ${page}\n`)
  expect(rules).toContain('Disallow: /\n')
})
