import { createReadStream, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { visualizer } from 'rollup-plugin-visualizer'
import { webAppManifest } from './src/pwa/manifest.ts'
import { MESSAGE_FILE_PATTERN, routeMessages } from './src/i18n/route-messages/vite-plugin.ts'
import { READER_BASE, READER_CACHE, READER_FILES } from './src/features/screenshot-reading/reader-files.ts'

/**
 * A production build must know the anon key of the backend it talks to: the local backend's is
 * made per install (`npm start` passes it), a hosted project's comes from its settings. Without
 * one the app could not sign in or sync, so the build stops and says why instead.
 */
function requireAnonKey(): Plugin {
  return {
    name: 'require-supabase-anon-key',
    apply: 'build',
    config(_config, { mode }) {
      if (loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_ANON_KEY?.trim()) return
      throw new Error(
        'VITE_SUPABASE_ANON_KEY is not set. `npm start` and `npm test` build with their backend’s key; for a build of your own, ' +
          'give the anon key of your Supabase project (or the one `node sync/local/backend.mjs` prints). See README.md, Configuration.',
      )
    },
  }
}

const require = createRequire(import.meta.url)
const sourceOf = (from: string) => require.resolve(from)

/**
 * Serves the screen reader's worker, WebAssembly core and language data from the app's origin
 * (/ocr/...): emitted into the build and served from node_modules by the dev server. They are not
 * part of any route's JavaScript; the app loads them the first time a screenshot is read.
 */
function screenReaderFiles(): Plugin {
  return {
    name: 'screen-reader-files',
    generateBundle() {
      for (const file of READER_FILES) {
        this.emitFile({ type: 'asset', fileName: `${READER_BASE.slice(1)}${file.name}`, source: readFileSync(sourceOf(file.from)) })
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = READER_FILES.find((entry) => request.url?.split('?')[0] === `${READER_BASE}${entry.name}`)
        if (!file) return next()
        response.setHeader('Content-Type', file.name.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        createReadStream(sourceOf(file.from)).pipe(response)
      })
    },
  }
}

export default defineConfig({
  plugins: [
    requireAnonKey(),
    // The router plugin must run before React's so that route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePrefix: '-',
      autoCodeSplitting: true,
    }),
    // plugin-react 5 keeps the `babel` option the Lingui macro needs (docs/stack.md).
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // The main catalog split per route, so a screen loads the messages it shows (src/i18n/route-messages).
    routeMessages(),
    vanillaExtractPlugin(),
    // Screenshot reading: the OCR worker, core and language data under /ocr/.
    screenReaderFiles(),
    // `npm run bench -- --only bundle --report` (BUNDLE_REPORT=<file>): a treemap of which module costs what in which chunk.
    process.env.BUNDLE_REPORT
      ? visualizer({
          filename: process.env.BUNDLE_REPORT,
          template: (process.env.BUNDLE_REPORT_TEMPLATE as 'treemap' | 'raw-data' | undefined) ?? 'treemap',
          gzipSize: true,
          title: 'Trading Journal bundle',
        })
      : null,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // src/pwa registers through workbox-window to drive the update prompt
      manifest: webAppManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        // Every lazily loaded route chunk is precached, so a cold start with no network opens any route.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}', MESSAGE_FILE_PATTERN],
        // The screen reader's ~7 MB (/ocr/) is not precached for every visitor: it is cached on first
        // use (runtimeCaching below) or when the trader fetches it ahead in Settings.
        globIgnores: ['screenshots/**', 'ocr/**'],
        runtimeCaching: [{ urlPattern: new RegExp(`${READER_BASE}.+`), handler: 'CacheFirst', options: { cacheName: READER_CACHE } }],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        // A click on a device notification opens the app at its path (public/notification-click.js);
        // a screenshot shared to the installed app waits for the Screenshot tab (public/share-target.js).
        importScripts: ['notification-click.js', 'share-target.js'],
      },
    }),
  ],
  // DIST_DIR lets parallel work build and preview side by side (e.g. DIST_DIR=dist-journal).
  // The manifest (dist/.vite/manifest.json) lets the budget test follow each route's chunks.
  build: { target: 'es2022', sourcemap: false, manifest: true, outDir: process.env.DIST_DIR ?? 'dist' },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
})
