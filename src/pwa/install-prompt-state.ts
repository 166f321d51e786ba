/**
 * The install card's state, as pure data and transitions (docs/product.md section 4, "Install prompt"). The
 * card shows when the browser offers installation and the user has not dismissed it before.
 */
export interface InstallPromptState {
  /** The browser fired `beforeinstallprompt` and the event has not been used yet. */
  readonly offered: boolean
  /** `pwa-install-dismissed` is stored: 'Not now' or close was chosen on this device. */
  readonly dismissed: boolean
  /** Hidden for this visit: the prompt was used, or the app got installed. */
  readonly hidden: boolean
}

export type InstallPromptAction = { type: 'offered' } | { type: 'install' } | { type: 'dismiss' } | { type: 'installed' }

export function initialInstallPromptState(dismissed: boolean): InstallPromptState {
  return { offered: false, dismissed, hidden: false }
}

export function installPromptReducer(state: InstallPromptState, action: InstallPromptAction): InstallPromptState {
  switch (action.type) {
    // A fresh offer (Chrome re-offers after the user declined its dialog) may show the card again,
    // unless the user dismissed the card itself.
    case 'offered':
      return { ...state, offered: true, hidden: false }
    // The browser's prompt can be shown once per event, so the offer is spent.
    case 'install':
      return state.offered ? { ...state, offered: false, hidden: true } : state
    case 'dismiss':
      return { ...state, dismissed: true, hidden: true }
    case 'installed':
      return { ...state, offered: false, hidden: true }
  }
}

export function isInstallCardVisible(state: InstallPromptState): boolean {
  return state.offered && !state.dismissed && !state.hidden
}
