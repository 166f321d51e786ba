import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS } from './test/support-scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4317)
// The backend's port: 54321 is where a default build looks; a build with VITE_SUPABASE_URL pointing at
// another port (parallel runs) sets SUPABASE_PORT to match.
const backendPort = Number(process.env.SUPABASE_PORT ?? 54321)

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2, // the machine has two cores
  retries: process.env.CI ? 1 : 0,
  // CI machines have run the suite at half this machine's speed: more room there, same checks.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', ...CHROMIUM_ARGS] },
    serviceWorkers: 'allow',
    // Recording a trace costs the two cores ~40% of the suite's time (8 specs: ~195 s with a trace kept
    // on failure, ~120 s without), so only a retry records one: a test that fails twice on CI leaves
    // its trace. Locally, `--trace on`. error-context.md (the page's snapshot) is written either way.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.phone.spec.ts' },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testMatch: '**/*.phone.spec.ts',
    },
  ],
  webServer: [
    // The production build (built by test/run.mjs or `npm run build`) served as a user would get it.
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Sign-in and sync: the local Supabase-compatible backend on a throwaway PostgreSQL 15, where the
    // app looks by default (127.0.0.1:54321). SIGTERM lets it stop the database and remove its files.
    {
      command: 'node test/support-scripts/e2e-backend.mjs',
      url: `http://127.0.0.1:${backendPort}/auth/v1/health`,
      env: { E2E_PORT: String(port), SUPABASE_PORT: String(backendPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
})
