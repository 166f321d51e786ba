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
import * as styles from './app-shell.css'

// Needs the open database; renders nothing, so its own loading never shows (null fallback, own boundary).
const JournalSnapshotKeeper = lazy(() => import('../../features/journal/journal-snapshot-keeper'))
// Evaluates the performance alerts on every screen and toasts a new firing; renders nothing.
const AlertWatcher = lazy(() => import('../../features/alerts/alert-watcher'))
// Announces a goal reached, once per period; renders nothing.
const GoalWatcher = lazy(() => import('../../features/goals/goal-watcher'))
// Keeps the stored level and badges in step with the journal and announces new ones; renders nothing.
const ProgressionWatcher = lazy(() => import('../../features/gamification/progression-watcher'))
// The weekly summary and the evening trading reminder (Settings > Notifications); renders nothing.
const NotificationScheduler = lazy(() => import('../notifications/notification-scheduler'))

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
        <SignInAgainBanner />
        {UserDatabaseGate ? (
          <UserDatabaseGate userId={userSession.userId} pending={pending}>
            <Suspense fallback={null}>
              <JournalSnapshotKeeper userId={userSession.userId} />
            </Suspense>
            <Suspense fallback={null}>
              <AlertWatcher />
            </Suspense>
            <Suspense fallback={null}>
              <NotificationScheduler />
            </Suspense>
            <Suspense fallback={null}>
              <GoalWatcher />
            </Suspense>
            <Suspense fallback={null}>
              <ProgressionWatcher />
            </Suspense>
            <Outlet />
          </UserDatabaseGate>
        ) : (
          pending
        )}
      </main>
      <BottomBar />
    </div>
  )
}
