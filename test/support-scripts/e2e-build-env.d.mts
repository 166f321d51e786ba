export function e2eBuildEnv<T extends Record<string, string | undefined>>(env?: T): Promise<T & { VITE_SUPABASE_ANON_KEY: string }>
