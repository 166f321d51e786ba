import { Outlet } from '@tanstack/react-router'
import { ToastRegion } from '../../ui'
import { ConnectivityNotifier, OfflineBadge } from '../connectivity'
import { InstallCard } from '../../pwa/install-card'
import { PaletteLauncher } from '../navigation/palette-launcher'

/** Around every route, public or protected: the palette, toasts, connectivity and install prompts. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <PaletteLauncher />
      <ConnectivityNotifier />
      <OfflineBadge />
      <InstallCard />
      <ToastRegion />
    </>
  )
}
