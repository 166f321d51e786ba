import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Outlet, useLocation, useRouteContext } from '@tanstack/react-router'
import { Sidebar } from './sidebar'
import { BottomBar } from './bottom-bar'
import { TopBar } from './top-bar'
import { BeforeDatabase } from './before-database'
import { useDatabaseGate } from './database-gate-loader'
import { showsJournalSnapshot } from '../../features/journal/journal-snapshot'
import { SignInAgainBanner } from '../session/sign-in-again-banner'
import { SignOutConfirmation } from '../session/sign-out-confirmation'
import { InstallCard } from '../../pwa/install-card'
import { OfflineNotice } from '../../platform/connectivity'
import * as styles from './app-shell.css'

// Needs the open database; renders nothing, so its own loading never shows (null fallback, own boundary).
const JournalSnapshotKeeper = lazy(() => import('../../features/journal/journal-snapshot-keeper'))
// Screen-independent work on the open journal, each rendering nothing and loaded on its own: the
// performance alerts and goals reached (announced once), the weekly summary and the evening trading
// reminder (Settings > Notifications), the stored level and badges, the exchange sync, and the
// animation speed and calm mode (Settings > Calm and motion).
const WATCHERS = [
  lazy(() => import('../../features/settings/motion-applier')),
  lazy(() => import('../../features/alerts/alert-watcher')),
  lazy(() => import('../../features/goals/goal-watcher')),
  lazy(() => import('../../platform/notifications/notification-scheduler')),
  lazy(() => import('../../features/gamification/progression-watcher')),
  // Exchange connections sync by themselves (at start when due, then every 15 minutes).
  lazy(() => import('../../features/exchanges/api-sync/exchange-auto-sync')),
  // The assistant panel's launcher: renders nothing until the trader asks for the assistant.
  lazy(() => import('../../features/assistant/assistant-launcher')),
]

/** The signed-in frame: navigation for phone, tablet and desktop around the current screen. */
export function AppShell() {
  const { t } = useLingui()
  const { userSession } = useRouteContext({ from: '/_app' })
  const location = useLocation()
  // A cold open of the plain journal draws its snapshot first; the database opens after that frame.
  const [snapshotFirst] = useState(() => showsJournalSnapshot(userSession.userId, location.pathname, location.search))
  const UserDatabaseGate = useDatabaseGate(userSession.userId, { afterPaint: snapshotFirst })
  const pending = <BeforeDatabase userId={userSession.userId} />

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        {t`Skip to content`}
      </a>
      <Sidebar />
      <TopBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <OfflineNotice />
        <SignInAgainBanner />
        <InstallCard placement="inline" />
        {UserDatabaseGate ? (
          <UserDatabaseGate userId={userSession.userId} pending={pending}>
            <Suspense fallback={null}>
              <JournalSnapshotKeeper userId={userSession.userId} />
            </Suspense>
            {WATCHERS.map((Watcher, index) => (
              <Suspense key={index} fallback={null}>
                <Watcher />
              </Suspense>
            ))}
            <Outlet />
          </UserDatabaseGate>
        ) : (
          pending
        )}
      </main>
      <BottomBar />
      <SignOutConfirmation />
    </div>
  )
}
