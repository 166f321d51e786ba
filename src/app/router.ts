import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { LoadingScreen } from './shell/loading-screen'
import { NotFoundScreen } from '../platform/shell/not-found-screen'
import { RouteErrorScreen } from './errors/route-error-screen'
import type { SessionController } from './session/session-controller'

export function createAppRouter(session: SessionController) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    // Screens are loaded on demand; a short delay keeps the spinner from flashing on fast loads.
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: 150,
    defaultPendingMinMs: 200,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
