/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL; the local backend (http://127.0.0.1:54321) when absent. */
  readonly VITE_SUPABASE_URL?: string
  /** The project's public anon key. Never the service-role key. */
  readonly VITE_SUPABASE_ANON_KEY?: string
}

declare module 'virtual:route-messages' {
  const files: import('./i18n/route-messages/route-message-files').RouteMessageFiles | null
  export default files
}
