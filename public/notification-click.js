/*
 * Imported by the generated service worker (vite.config.ts, workbox importScripts). A click on a
 * device notification (src/ui/notify/device-notification.ts) focuses the open app and asks it to
 * route to the notification's path (src/app/notifications listens), or opens the app there.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = (event.notification.data && event.notification.data.url) || '/dashboard'
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const app = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (app) {
        await app.focus()
        app.postMessage({ type: 'notification-click', url: path })
        return
      }
      await self.clients.openWindow(new URL(path, self.location.origin).href)
    })(),
  )
})
