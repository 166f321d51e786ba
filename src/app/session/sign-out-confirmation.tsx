import { lazy, Suspense, useEffect } from 'react'
import { useSignOutConfirmation } from '../../platform/session/use-sign-out'

// The account sign-out asks first (and offers to remove the journal); loaded when needed.
const SignOutDialog = lazy(() => import('./sign-out-dialog'))

/** The sign-out dialog any 'Sign out' control opens (through useSignOut), rendered once by the shell. */
export function SignOutConfirmation() {
  const [open, setOpen] = useSignOutConfirmation()
  // Signing out leaves the shell with the dialog still open: the next session starts without it.
  useEffect(() => () => setOpen(false), [setOpen])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SignOutDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
