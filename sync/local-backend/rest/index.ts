import { json, type ServiceFactory } from '../http/types'

// Placeholder until the REST service lands (being built now); never shipped as is.
export const createRestService: ServiceFactory = () => ({ prefix: '/rest/v1', handle: async () => json(501, { message: 'not built yet' }) })
