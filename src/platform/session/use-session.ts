import { createContext, useContext, useSyncExternalStore } from 'react'
import type { SessionController } from '../../app/session/session-controller'
import type { SessionState } from './session'

export const SessionContext = createContext<SessionController | null>(null)

export function useSessionController(): SessionController {
  const controller = useContext(SessionContext)
  if (!controller) throw new Error('useSession must be used within SessionContext')
  return controller
}

export function useSession(): SessionState {
  const controller = useSessionController()
  return useSyncExternalStore(controller.subscribe, controller.getState)
}
