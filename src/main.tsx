import { prepaintedRoute } from './features/prepaint/prepainted-route'
import { activateLocale, detectLanguage, readBrowserLanguageSignals } from './i18n'

// The language catalog loads beside the app's code rather than after it (bootstrap awaits it).
const language = activateLocale(detectLanguage(readBrowserLanguageSignals()))
language.catch(() => undefined)

const start = () => import('./app/bootstrap').then(({ bootstrap }) => bootstrap(document.getElementById('root')!, language))

// index.html drew a screen's pre-paint: evaluating the app's code (~half a second on a slow phone)
// waits until that frame has painted, or the trader would see nothing until it had run.
if (prepaintedRoute()) requestAnimationFrame(() => setTimeout(() => void start(), 0))
else void start()
