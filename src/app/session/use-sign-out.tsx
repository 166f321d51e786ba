import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSession, useSessionController } from './use-session'

// The account sign-out asks first (and offers to remove the journal); loaded when needed.
const SignOutDialog = lazy(() => import('./sign-out-dialog'))

/**
 * Sign-out as every 'Sign out' control does it (the account menu, Settings › Account): an account
 * asks first in the sign-out dialog (unsynced changes, 'Successfully logged out'); a device-only
 * journal signs out at once and stays on the device. `dialog` must be rendered by the caller.
 */
export function useSignOut(): { readonly start: () => Promise<void>; readonly dialog: ReactNode } {
  const navigate = useNavigate()
  const state = useSession()
  const controller = useSessionController()
  const [confirming, setConfirming] = useState(false)

  async function start() {
    if (state.status === 'signed-in' && state.session.kind === 'remote') {
      setConfirming(true)
      return
    }
    await controller.signOut()
    // docs/product.md section 4: sign-out goes to the landing page. The local journal stays on the device.
    await navigate({ to: '/' })
  }

  const dialog = confirming ? (
    <Suspense fallback={null}>
      <SignOutDialog open={confirming} onOpenChange={setConfirming} />
    </Suspense>
  ) : null
  return { start, dialog }
}
