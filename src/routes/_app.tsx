import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '../app/shell/app-shell'
import { LoadingScreen } from '../app/shell/loading-screen'

/**
 * Every route that needs a signed-in user sits under this pathless layout. It waits for the first
 * session check ('Loading...' meanwhile) and sends nobody-signed-in to /auth, replacing the history
 * entry. The shell then opens the user's own local database (see UserDatabaseGate).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.session.ready()
    if (!session) {
      throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true })
    }
    return { userSession: session }
  },
  pendingComponent: LoadingScreen,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AppShell,
})
