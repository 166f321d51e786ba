import { READER_BASE, READER_CACHE, READER_FILES } from './reader-files'

/**
 * Whether the screen reader can run with no connection: the service worker controls the page and its
 * cache holds the worker, the language data and a WebAssembly core (one variant, the one this device
 * uses, is fetched).
 */
export async function readerAvailableOffline(): Promise<boolean> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return false
  const cache = await caches.open(READER_CACHE)
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  const has = (name: string) => cached.has(`${READER_BASE}${name}`)
  const cores = READER_FILES.filter((file) => file.name.startsWith('tesseract-core'))
  const others = READER_FILES.filter((file) => !file.name.startsWith('tesseract-core'))
  return others.every((file) => has(file.name)) && cores.some((file) => has(file.name))
}
