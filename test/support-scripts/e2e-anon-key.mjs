// Prints the anon key of the e2e backend, for a build made by hand before `npx playwright test`:
//
//   VITE_SUPABASE_ANON_KEY=$(node test/support-scripts/e2e-anon-key.mjs) npx vite build
//
// (test/run.mjs builds with it by itself; the keys come from e2e-keys.ts.)
import { e2eBuildEnv } from './e2e-build-env.mjs'

console.log((await e2eBuildEnv()).VITE_SUPABASE_ANON_KEY)
