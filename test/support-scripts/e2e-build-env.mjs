// The environment of a build the e2e suite or the benchmarks serve: the anon key of the e2e backend
// (e2e-keys.ts), so the app talks to the backend Playwright starts. Call it once the dependencies
// are installed (it loads TypeScript through Vite).
import { importTypeScript } from '../../sync/local/typescript-module.mjs'

export async function e2eBuildEnv(env = process.env) {
  const { e2eKeys } = await importTypeScript('test/support-scripts/e2e-keys.ts')
  return { ...env, VITE_SUPABASE_ANON_KEY: e2eKeys(env).anonKey }
}
