import type { ManifestOptions } from 'vite-plugin-pwa'

// Read by vite.config.ts at build time; kept here so the PWA's identity lives with the rest of src/pwa.
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Trading Journal',
  short_name: 'Journal',
  description: 'Offline-first trading journal for crypto traders',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#0f172a',
  theme_color: '#0f172a',
  categories: ['finance', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // The installed app takes screenshots shared from an exchange's app (public/share-target.js).
  share_target: {
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'screenshots', accept: ['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg'] }] },
  },
  // Shown by the browser's richer install dialog; not precached (vite.config.ts globIgnores).
  screenshots: [
    { src: '/screenshots/landing-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Trading Journal' },
    { src: '/screenshots/dashboard-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Dashboard' },
  ],
}
