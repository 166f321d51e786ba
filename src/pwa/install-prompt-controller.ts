import { initialInstallPromptState, installPromptReducer, type InstallPromptAction, type InstallPromptState } from './install-prompt-state'

/** localStorage key docs/product.md names; any stored value means "do not offer again". */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed'

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export interface InstallPromptController {
  getSnapshot(): InstallPromptState
  subscribe(listener: () => void): () => void
  /** Shows the browser's install dialog and hides the card. */
  install(): Promise<void>
  /** 'Not now' and the close icon: hides the card and stores the flag. */
  dismiss(): void
  destroy(): void
}

function readDismissed(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(INSTALL_DISMISSED_KEY) != null
  } catch {
    return false // storage blocked: offer the card, dismissing then only lasts for this visit
  }
}

/**
 * Listens for the browser's offer from the moment it is created, so the event is not lost if it
 * fires before React mounts the card (create it early, in bootstrap or at module load).
 */
export function createInstallPromptController(target: EventTargetLike = window, storage: StorageLike | undefined = safeLocalStorage()): InstallPromptController {
  const listeners = new Set<() => void>()
  let state = initialInstallPromptState(readDismissed(storage))
  let deferred: BeforeInstallPromptEvent | null = null

  function dispatch(action: InstallPromptAction): void {
    const next = installPromptReducer(state, action)
    if (next === state) return
    state = next
    for (const listener of [...listeners]) listener()
  }

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the browser's mini-infobar away; the card offers installation instead.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    dispatch({ type: 'offered' })
  }
  const onInstalled = () => {
    deferred = null
    dispatch({ type: 'installed' })
  }
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt)
  target.addEventListener('appinstalled', onInstalled)

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async install() {
      const event = deferred
      deferred = null
      dispatch({ type: 'install' })
      if (!event) return
      try {
        await event.prompt()
        await event.userChoice
      } catch {
        // The browser refused to show its dialog (e.g. called twice); nothing more to do.
      }
    },
    dismiss() {
      dispatch({ type: 'dismiss' })
      try {
        storage?.setItem(INSTALL_DISMISSED_KEY, 'true')
      } catch {
        // storage full or blocked: the card stays hidden for this visit anyway
      }
    },
    destroy() {
      target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt)
      target.removeEventListener('appinstalled', onInstalled)
      listeners.clear()
    },
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}
