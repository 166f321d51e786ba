import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { routeMessages } from './src/i18n/route-messages/vite-plugin.ts'

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), routeMessages(), vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'sync/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup/vitest.setup.ts'],
    testTimeout: 20_000,
    // Vitest's default in run mode is one worker fewer than the cores: one on a two-core machine,
    // where two workers (the backend test files start their own PostgreSQL clusters on free ports) take the
    // suite from ~270 s to ~170 s. A bigger machine keeps the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
