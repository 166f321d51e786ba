import { afterFirstPaint } from './features/prepaint/after-first-paint'
import { prepaintedRoute } from './features/prepaint/prepainted-route'
import { loadJournalSnapshotScreen } from './features/journal/snapshot-screen-loader'
import { activateLocale, detectLanguage, readBrowserLanguageSignals } from './i18n'

const start = () => {
  // The language catalog loads beside the app's code rather than after it (bootstrap awaits it).
  const language = activateLocale(detectLanguage(readBrowserLanguageSignals()), window.location.pathname)
  language.catch(() => undefined)
  // The journal's pre-paint gives way to its snapshot screen, whose code loads beside the app's too.
  if (prepaintedRoute() === '/journal') loadJournalSnapshotScreen().catch(() => undefined)
  return import('./app/bootstrap').then(({ bootstrap }) => bootstrap(document.getElementById('root')!, language))
}

// index.html drew a screen's pre-paint: loading and evaluating the app's code (~half a second on a
// slow phone) waits until that frame is on screen, or the trader would see nothing until it had run.
if (prepaintedRoute()) afterFirstPaint(() => void start())
else void start()
