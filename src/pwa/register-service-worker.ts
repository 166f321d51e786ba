import { getInstallPromptController } from './install-prompt'
import { wireUpdateFlow } from './update-flow'

/** How often an open tab checks for a new version (a deploy should not wait for the next visit). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the Workbox service worker (production builds only: the dev server has no /sw.js) and
 * wires the update prompt. Call once from bootstrap; it never blocks the first paint because
 * workbox-window and the toast are loaded on demand and registration waits for the load event.
 */
export async function registerServiceWorker(): Promise<void> {
  // Catch `beforeinstallprompt` from the start, even before the install card mounts.
  getInstallPromptController()
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return

  try {
    const [{ Workbox }, { showUpdatePrompt }] = await Promise.all([import('workbox-window'), import('./update-prompt')])
    const wb = new Workbox('/sw.js', { scope: '/' })
    wireUpdateFlow(wb, { showPrompt: showUpdatePrompt, reload: () => window.location.reload() })
    await wb.register()
    window.setInterval(() => {
      if (navigator.onLine) void wb.update().catch(() => undefined)
    }, UPDATE_CHECK_INTERVAL_MS)
  } catch (error) {
    // No service worker (private mode, blocked by policy): the app still works online.
    console.warn('Service worker registration failed', error)
  }
}
