import { json, type ServiceFactory } from '../http/types'

// Placeholder until the storage service lands (being built now); never shipped as is.
export const createStorageService: ServiceFactory = () => ({ prefix: '/storage/v1', handle: async () => json(501, { message: 'not built yet' }) })
