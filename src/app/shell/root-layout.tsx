import { Outlet, useMatches } from '@tanstack/react-router'
import { ToastRegion } from '../../ui'
import { ConnectivityNotifier, OfflineNotice } from '../../platform/connectivity'
import { InstallCard } from '../../pwa/install-card'
import { PaletteLauncher } from '../navigation/palette-launcher'

/** Around every route, public or protected: the palette, toasts, connectivity and install prompts. */
export function RootLayout() {
  // Inside the app's frame the shell places the install card and the offline notice in its main
  // region (AppShell); outside it, the notice opens the page, in its flow like there.
  const inAppFrame = useMatches({ select: (matches) => matches.some((match) => match.routeId === '/_app') })
  return (
    <>
      {inAppFrame ? null : <OfflineNotice />}
      <Outlet />
      <PaletteLauncher />
      <ConnectivityNotifier />
      {inAppFrame ? null : <InstallCard placement="floating" />}
      <ToastRegion />
    </>
  )
}
