import type { Workbox } from 'workbox-window'

export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>

export interface UpdateFlowDeps {
  /** Shows 'A new version is available' with a 'Reload' action that calls `accept`. */
  showPrompt(accept: () => void): void
  reload(): void
}

/**
 * The update prompt's logic, without the toast: when a new service worker is installed and waiting,
 * ask the user; on 'Reload' tell it to skip waiting and reload once it controls the page, so the page
 * and the precache always come from the same version.
 */
export function wireUpdateFlow(wb: WorkboxLike, deps: UpdateFlowDeps): void {
  let accepted = false

  wb.addEventListener('waiting', () => {
    deps.showPrompt(() => {
      if (accepted) return
      accepted = true
      wb.messageSkipWaiting()
    })
  })

  // Only a switch the user asked for reloads; a worker activated by another tab must not reload
  // this one under the user's fingers (that tab's prompt already did the asking).
  wb.addEventListener('controlling', () => {
    if (accepted) deps.reload()
  })
}
