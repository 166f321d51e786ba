import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// en is the source and the fallback; es and pt must translate every message (test/unit/i18n checks it).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  // Origins without line numbers and sorted by message keep catalog diffs small and reviewable.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
