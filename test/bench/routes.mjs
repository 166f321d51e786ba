// The routes of docs/product.md section 2, and how the benchmark opens them.

export const PUBLIC_ROUTES = ['/', '/auth', '/logo-download', '/crypto-trading-faq', '/blog', '/blog/{slug}']

export const PROTECTED_ROUTES = [
  '/dashboard',
  '/upload',
  '/analytics',
  '/forecast',
  '/achievements',
  '/gamification',
  '/market-data',
  '/settings',
  '/social',
  '/ai-tools',
  '/journal',
  '/trade-analysis',
  '/goals',
  '/risk-management',
  '/reports',
  '/psychology',
  '/trading-plan',
  '/exchanges',
  '/exchange-connections',
  '/spot-wallet',
  '/fee-analysis',
  '/faq',
  '/leaderboard',
  '/long-short-ratio',
  '/economic-calendar',
  '/tax-reports',
  '/accounts',
  '/performance-alerts',
  '/progress-analytics',
  '/my-metrics',
  '/user-guide',
  '/custom/bench',
]

export const ALL_ROUTES = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES]

/** Cold start is measured on these by default: the landing page, sign-in and two app screens. */
export const DEFAULT_COLD_START_ROUTES = ['/', '/auth', '/dashboard', '/journal']

/** The device-only session of src/app/session/local-session-source.ts, signed in. */
export const BENCH_SESSION = { userId: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', displayName: 'Bench', signedIn: true }

export function isProtected(route) {
  return !PUBLIC_ROUTES.includes(route) && !route.startsWith('/blog/')
}

/**
 * Prepares a browser context for `route`: protected routes get a signed-in local session before any
 * script of the page runs, public ones are opened as a first-time visitor would.
 */
export async function prepareContext(context, route) {
  if (!isProtected(route)) return
  await context.addInitScript((session) => {
    window.localStorage.setItem('local-session', JSON.stringify(session))
  }, BENCH_SESSION)
}

/** Replaces '/blog/{slug}' with the first post linked from /blog (or a made-up slug when none is). */
export async function resolveRoutes(browser, baseUrl, routes) {
  if (!routes.includes('/blog/{slug}')) return routes
  let slugRoute = '/blog/bench-post'
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/blog`, { waitUntil: 'networkidle', timeout: 30_000 })
    const href = await page.evaluate(() => document.querySelector('a[href^="/blog/"]')?.getAttribute('href'))
    if (href) slugRoute = href
  } catch {
    // keep the made-up slug: the route still loads its chunk and shows the post's not-found state
  } finally {
    await context.close()
  }
  return routes.map((route) => (route === '/blog/{slug}' ? slugRoute : route))
}
