import type { SessionController } from './session/session-controller'

export interface RouterContext {
  session: SessionController
}
