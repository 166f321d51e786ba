import { json, type ServiceFactory } from '../http/types'

// Placeholder until the auth service lands (being built now); never shipped as is.
export const createAuthService: ServiceFactory = () => ({ prefix: '/auth/v1', handle: async () => json(501, { message: 'not built yet' }) })
