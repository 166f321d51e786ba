import { Outlet, useMatches } from '@tanstack/react-router'
import { ToastRegion } from '../../ui'
import { ConnectivityNotifier, OfflineBadge } from '../../platform/connectivity'
import { InstallCard } from '../../pwa/install-card'
import { PaletteLauncher } from '../navigation/palette-launcher'

/** Around every route, public or protected: the palette, toasts, connectivity and install prompts. */
export function RootLayout() {
  // Inside the app's frame the shell places the install card in the page's flow (AppShell).
  const inAppFrame = useMatches({ select: (matches) => matches.some((match) => match.routeId === '/_app') })
  return (
    <>
      <Outlet />
      <PaletteLauncher />
      <ConnectivityNotifier />
      <OfflineBadge />
      {inAppFrame ? null : <InstallCard placement="floating" />}
      <ToastRegion />
    </>
  )
}
