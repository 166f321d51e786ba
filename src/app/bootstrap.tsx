import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { activateLocale, FALLBACK_LOCALE, i18n } from '../i18n'
import { registerServiceWorker } from '../pwa/register-service-worker'
import { installGlobalErrorRecording } from './errors/global-error-recording'
import { recordError } from '../platform/errors/error-log'
import { AppErrorBoundary } from './errors/app-error-boundary'
import { backendConfig } from '../platform/backend-config'
import { createBrowserConnectivitySource, createConnectivityStore, ConnectivityProvider, siteAnswers, withReachabilityCheck } from '../platform/connectivity'
import { createAppSession, restoreSessions } from './session/create-app-session'
import { showRedirectNotice } from './session/redirect-notice'
import { SessionContext } from '../platform/session/use-session'
import { SyncContext } from '../platform/sync/sync-context'
import { createSyncConnectivitySource } from './sync/sync-connectivity-source'
import { SyncManager } from './sync/sync-manager'
import { createAppRouter } from './router'
import { restoreSavedTheme } from '../features/theme-studio/theme-store'
import { restoreSavedMotion } from '../ui/theme/motion'
import { prepaintedRoute } from '../features/prepaint/prepainted-route'
import '../ui/theme/global.css'

/** Composition root: everything the app needs before its first paint, and nothing more. `language` is the catalog loading. */
export async function bootstrap(container: HTMLElement, language: Promise<void>): Promise<void> {
  installGlobalErrorRecording()
  // The saved colour theme goes on <html> before the first paint (docs/product.md section 4).
  restoreSavedTheme()
  // The animation speed and calm mode last applied on this device (Settings > Calm and motion), for script-driven motion.
  restoreSavedMotion()
  // Read beside the language catalog, before any session is.
  const sessionsRestored = restoreSessions()

  try {
    // Started by main.tsx, beside the loading of this code.
    await language
  } catch (error) {
    recordError(error, { page: window.location.pathname, action: 'load-language' })
    await activateLocale(FALLBACK_LOCALE)
  }

  // Sessions are read from storage (and an auth result from the URL fragment) with no network.
  await sessionsRestored
  const backend = backendConfig()
  const { controller: session, redirect } = createAppSession(backend)
  // Sync starts later, after sign-in and once the user's journal is open, through a dynamic import.
  // One online signal for the badge and the sync state machine, checked by a request at start.
  const browser = withReachabilityCheck(createBrowserConnectivitySource(), { check: () => siteAnswers() })
  const sync = new SyncManager({
    session,
    backend,
    browser,
    onError: (error) => recordError(error, { page: window.location.pathname, action: 'sync' }),
  })
  // The 'Offline Mode' badge and toasts follow the connectivity state machine while an account syncs.
  const connectivity = createConnectivityStore(createSyncConnectivitySource(sync, browser))
  const router = createAppRouter(session)
  session.onChangedElsewhere(() => void router.invalidate())
  session.startSessionChecks(browser)
  showRedirectNotice(redirect)
  // index.html drew a screen's pre-paint: React's first commit replaces it, so that commit waits for
  // the route (the session check and the screen's code) and is that screen, not 'Loading...'.
  if (prepaintedRoute()) await router.load().catch(() => undefined)

  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <SessionContext value={session}>
            <SyncContext value={sync}>
              <ConnectivityProvider store={connectivity}>
                <RouterProvider router={router} />
              </ConnectivityProvider>
            </SyncContext>
          </SessionContext>
        </AppErrorBoundary>
      </I18nProvider>
    </StrictMode>,
  )

  void registerServiceWorker()
}
