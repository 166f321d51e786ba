import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Outlet, useRouteContext } from '@tanstack/react-router'
import { Sidebar } from './sidebar'
import { BottomBar } from './bottom-bar'
import { TopBar } from './top-bar'
import { LoadingScreen } from './loading-screen'
import { SignInAgainBanner } from '../session/sign-in-again-banner'
import * as styles from './app-shell.css'

const UserDatabaseGate = lazy(() => import('../database/user-database-gate'))

/** The signed-in frame: navigation for phone, tablet and desktop around the current screen. */
export function AppShell() {
  const { t } = useLingui()
  const { userSession } = useRouteContext({ from: '/_app' })

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        {t`Skip to content`}
      </a>
      <Sidebar />
      <TopBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <SignInAgainBanner />
        <Suspense fallback={<LoadingScreen />}>
          <UserDatabaseGate userId={userSession.userId}>
            <Outlet />
          </UserDatabaseGate>
        </Suspense>
      </main>
      <BottomBar />
    </div>
  )
}
