import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { RootLayout } from '../app/shell/root-layout'
import { NotFoundScreen } from '../platform/shell/not-found-screen'
import { RouteErrorScreen } from '../app/errors/route-error-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
})
