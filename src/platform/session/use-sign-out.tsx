import { useSyncExternalStore } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSession, useSessionController } from './use-session'

// Whether the account sign-out is asking for confirmation. The dialog that asks lives in app/ (it
// may remove the journal's database, which features never reach); the shell renders it from here.
let confirming = false
const listeners = new Set<() => void>()

function setConfirming(open: boolean) {
  confirming = open
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The shell's side: whether the sign-out dialog is open, and the setter its close buttons use. */
export function useSignOutConfirmation(): readonly [boolean, (open: boolean) => void] {
  return [useSyncExternalStore(subscribe, () => confirming), setConfirming]
}

/**
 * Sign-out as every 'Sign out' control does it (the account menu, Settings › Account): an account
 * asks first in the sign-out dialog (unsynced changes, 'Successfully logged out'); a device-only
 * journal signs out at once and stays on the device.
 */
export function useSignOut(): { readonly start: () => Promise<void> } {
  const navigate = useNavigate()
  const state = useSession()
  const controller = useSessionController()

  async function start() {
    if (state.status === 'signed-in' && state.session.kind === 'remote') {
      setConfirming(true)
      return
    }
    await controller.signOut()
    // docs/product.md section 4: sign-out goes to the landing page. The local journal stays on the device.
    await navigate({ to: '/' })
  }

  return { start }
}
