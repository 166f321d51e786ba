import { lazy, Suspense, useSyncExternalStore } from 'react'
import { assistantState, subscribeAssistant } from './assistant-store'

export const loadAssistantPanel = () => import('./assistant-panel')
const AssistantPanel = lazy(loadAssistantPanel)

/** Mounts the assistant panel (loaded on first use) inside the open journal; nothing before that. */
export default function AssistantLauncher() {
  const requested = useSyncExternalStore(subscribeAssistant, () => assistantState().requested)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <AssistantPanel />
    </Suspense>
  )
}
