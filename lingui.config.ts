import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const TESTS_AND_GENERATED = ['**/*.test.*', '**/routeTree.gen.ts']
/**
 * The long-form texts (user guide, FAQ, crypto FAQ, blog) have a catalog of their own, loaded only by
 * the routes that show them (loadCatalog in src/i18n/i18n.ts): every other screen's first load skips them.
 * test/unit/i18n/catalog-split.test.ts checks that nothing outside these folders imports them.
 */
export const LONG_FORM_SOURCES = ['src/features/help', 'src/features/blog']

// en is the source and the fallback; es and pt must translate every message (test/unit/i18n checks it).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...TESTS_AND_GENERATED, ...LONG_FORM_SOURCES.map((folder) => `<rootDir>/${folder}/**`)],
    },
    {
      path: '<rootDir>/locales/{locale}/long-form',
      include: LONG_FORM_SOURCES.map((folder) => `<rootDir>/${folder}`),
      exclude: TESTS_AND_GENERATED,
    },
  ],
  // Origins without line numbers and sorted by message keep catalog diffs small and reviewable.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
