import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { activateLocale, detectLanguage, FALLBACK_LOCALE, i18n, readBrowserLanguageSignals } from '../i18n'
import { registerServiceWorker } from '../pwa/register-service-worker'
import { installGlobalErrorRecording } from './errors/global-error-recording'
import { recordError } from './errors/error-log'
import { AppErrorBoundary } from './errors/app-error-boundary'
import { createLocalSessionSource } from './session/local-session-source'
import { SessionController } from './session/session-controller'
import { SessionContext } from './session/use-session'
import { createAppRouter } from './router'
import '../ui/theme/global.css'

/** Composition root: everything the app needs before its first paint, and nothing more. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  installGlobalErrorRecording()

  try {
    await activateLocale(detectLanguage(readBrowserLanguageSignals()))
  } catch (error) {
    recordError(error, { page: window.location.pathname, action: 'load-language' })
    await activateLocale(FALLBACK_LOCALE)
  }

  const session = new SessionController(createLocalSessionSource())
  const router = createAppRouter(session)

  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <SessionContext value={session}>
            <RouterProvider router={router} />
          </SessionContext>
        </AppErrorBoundary>
      </I18nProvider>
    </StrictMode>,
  )

  void registerServiceWorker()
}
