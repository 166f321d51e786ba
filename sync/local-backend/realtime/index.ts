import { json, type ServiceFactory } from '../http/types'

// Placeholder until the realtime service lands (being built now); never shipped as is.
export const createRealtimeService: ServiceFactory = () => ({ prefix: '/realtime/v1', handle: async () => json(501, { message: 'not built yet' }) })
