/**
 * The app's way to the auth server (docs/product.md section 7), on supabase-js. Loaded by src/app with a dynamic
 * import only when a trader signs in, signs up or a session needs refreshing, so supabase-js never
 * weighs on the first paint. Only sync/ imports @supabase/supabase-js.
 */
export { createAuthClient, type AuthClient, type AuthClientOptions, type AuthEndpoint, type SignUpInput, type SignUpOutcome } from './auth-client'
export { createDataClient } from './data-client'
export type { AccountSession, AccountUser } from './account-session'
export { failureKindOfStatus, toAuthFailure, type AuthFailure, type AuthFailureKind, type AuthResult } from './auth-failure'
