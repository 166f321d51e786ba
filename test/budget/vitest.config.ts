import { defineConfig } from 'vitest/config'

// The first-screen budget reads the production build, so it runs after `vite build` (test/run.mjs),
// apart from the unit tests that run before it: `npx vitest run --config test/budget/vitest.config.ts`.
export default defineConfig({
  test: { root: `${import.meta.dirname}/../..`, environment: 'node', include: ['test/budget/**/*.test.ts'] },
})
