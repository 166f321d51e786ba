type Env = Record<string, string | undefined>

export function buildStaleReason(root?: string, env?: Env): string | null
export function productionBuildEnv<T extends Env>(env: T): T & { NODE_ENV: 'production' }
export function buildApp(root?: string, env?: Env): Promise<void>
export function ensureBuild(root?: string, options?: { env?: Env; force?: boolean }): Promise<boolean>
