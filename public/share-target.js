/*
 * Imported by the generated service worker (vite.config.ts, workbox importScripts). The installed
 * app is a share target (src/pwa/manifest.ts `share_target`): a screenshot shared from an
 * exchange's app arrives here as a POST to /share-target, works offline, and never leaves the
 * device. The files wait in a cache of their own until the Screenshot tab of /upload takes them
 * (src/features/screenshot-reading/shared-screenshots.ts), and the trader lands on that tab.
 */
const SHARED_SCREENSHOTS_CACHE = 'tj-shared-screenshots'
const MAX_SHARED_FILES = 20

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== '/share-target') return
  event.respondWith(
    (async () => {
      try {
        const form = await event.request.formData()
        const files = form.getAll('screenshots').filter((value) => typeof value === 'object' && value !== null && 'size' in value)
        const cache = await caches.open(SHARED_SCREENSHOTS_CACHE)
        const batch = Date.now()
        await Promise.all(
          files
            .slice(0, MAX_SHARED_FILES)
            .map((file, index) =>
              cache.put(
                new Request(`/shared-screenshots/${batch}-${String(index).padStart(2, '0')}`),
                new Response(file, { headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name || 'screenshot') } }),
              ),
            ),
        )
      } catch {
        // A share the browser could not read still opens the tab, which says nothing arrived.
      }
      return Response.redirect('/upload?tab=screenshot&shared=true', 303)
    })(),
  )
})
