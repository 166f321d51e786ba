/** Where public/share-target.js keeps screenshots shared to the installed app until the Screenshot tab takes them. */
const SHARED_SCREENSHOTS_CACHE = 'tj-shared-screenshots'

/**
 * Takes (reads and removes) the screenshots waiting from a share, oldest first. Each is taken once:
 * a second taker (React's development double effect, another tab) finds it already deleted and
 * skips it. No Cache Storage (an old browser, a refused origin) means nothing was shared.
 */
export async function takeSharedScreenshots(storage: CacheStorage | undefined = globalThis.caches): Promise<File[]> {
  if (!storage) return []
  const cache = await storage.open(SHARED_SCREENSHOTS_CACHE)
  const requests = [...(await cache.keys())].sort((a, b) => a.url.localeCompare(b.url))
  const files: File[] = []
  for (const request of requests) {
    const response = await cache.match(request)
    if (!response || !(await cache.delete(request))) continue
    const name = safeName(response.headers.get('x-file-name'))
    files.push(new File([await response.blob()], name, { type: response.headers.get('content-type') ?? '' }))
  }
  return files
}

let takenThisPage: Promise<File[]> | undefined

/**
 * The screenshots of the share that opened this page. A share always arrives as a new page load
 * (the service worker answers its POST with a redirect), so they are taken once per page: the
 * Screenshot tab mounted again (React's development double mount, a tab switch) gets the same files.
 */
export function sharedScreenshotsOfThisPage(): Promise<File[]> {
  takenThisPage ??= takeSharedScreenshots().catch(() => [])
  return takenThisPage
}

function safeName(encoded: string | null): string {
  try {
    return decodeURIComponent(encoded ?? '').slice(0, 200) || 'screenshot'
  } catch {
    return 'screenshot'
  }
}
