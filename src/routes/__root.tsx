import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { loadRouteMessages } from '../i18n'
import { RootLayout } from '../app/shell/root-layout'
import { NotFoundScreen } from '../platform/shell/not-found-screen'
import { RouteErrorScreen } from '../app/errors/route-error-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The messages of the matched screens (src/i18n/route-messages) load before they render.
  beforeLoad: ({ matches }) => loadRouteMessages(matches.map((match) => String(match.routeId))),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
})
