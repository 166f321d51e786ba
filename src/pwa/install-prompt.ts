import { useSyncExternalStore } from 'react'
import { createInstallPromptController, type InstallPromptController } from './install-prompt-controller'
import { isInstallCardVisible } from './install-prompt-state'

let controller: InstallPromptController | undefined

/**
 * The page's single controller, created on first call. `registerServiceWorker()` calls it early so
 * a `beforeinstallprompt` fired before the card mounts is still caught.
 */
export function getInstallPromptController(): InstallPromptController {
  controller ??= createInstallPromptController()
  return controller
}

export function useInstallPrompt(): { visible: boolean; install: () => Promise<void>; dismiss: () => void } {
  const c = getInstallPromptController()
  const state = useSyncExternalStore(c.subscribe, c.getSnapshot, c.getSnapshot)
  return { visible: isInstallCardVisible(state), install: c.install, dismiss: c.dismiss }
}
