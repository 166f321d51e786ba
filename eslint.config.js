// Lint for the whole tree, run by `npm test` (test/run.mjs) and by `npx eslint .`. Type-aware rules
// are left out on purpose: tsc already checks types on every run, and the syntactic rules keep the
// lint stage to seconds. Import cycles and layer boundaries are checked by test/unit/architecture.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', '.local/**', 'src/routeTree.gen.ts', 'locales/**/*.ts', 'locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are tsc's (noUnusedLocals, noUnusedParameters), with the same `_` convention.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // Plain JavaScript is not type-checked, so undefined names are lint's: Node scripts, and the
  // service worker's own scripts in public/.
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Benchmarks run functions inside the page (page.evaluate).
  { files: ['test/bench/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.serviceworker, ...globals.browser } } },
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts', 'src/**/*-hooks.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops the list role of a list styled without bullets; saying it again keeps it.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // Label text comes through <Trans> inside a <span>: look one level deeper for it.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
)
