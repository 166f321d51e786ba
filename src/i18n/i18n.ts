import { i18n, type Messages } from '@lingui/core'
import routeMessageFiles from 'virtual:route-messages'
import { LANGUAGE_STORAGE_KEY, LOCALES, type Locale } from './locales'
import { routeIdsForPath } from './route-messages/message-sets'
import { messageFileOf } from './route-messages/route-message-files'

export { i18n }

/**
 * The message catalogs (lingui.config.ts): 'messages' holds every screen's messages but the long-form
 * texts of the guide, FAQ and blog ('long-form'), which only the routes that show them load. A
 * production build loads 'messages' in per-route parts instead (splitCatalog below).
 */
export type CatalogName = 'messages' | 'long-form'

// Compiled from locales/*/*.po by the Lingui Vite plugin and loaded on demand, so only the active
// language's catalogs in use are downloaded (all are precached by the service worker for offline use).
const catalogLoaders: Record<CatalogName, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  messages: {
    en: () => import('../../locales/en/messages.po'),
    es: () => import('../../locales/es/messages.po'),
    pt: () => import('../../locales/pt/messages.po'),
  },
  'long-form': {
    en: () => import('../../locales/en/long-form.po'),
    es: () => import('../../locales/es/long-form.po'),
    pt: () => import('../../locales/pt/long-form.po'),
  },
}

/**
 * A production build splits the main catalog by route (route-messages/vite-plugin.ts): the base set at
 * start, each route's set before it renders. Elsewhere (dev server, tests) `routeMessageFiles` is null
 * and the whole main catalog loads, as it does when a screen asks for a message its sets lack.
 */
const splitCatalog = routeMessageFiles

/** The catalogs and route sets this visit has needed so far: a language switch loads each in the new language. */
const catalogsInUse = new Set<CatalogName>(splitCatalog ? [] : ['messages'])
const routeSetsInUse = new Set<string>(splitCatalog ? ['base'] : [])
/** `${locale}/${catalog or route set}` of everything already in i18n (or on its way). */
const loading = new Map<string, Promise<void>>()

function loadOnce(locale: Locale, name: string, load: () => Promise<Messages>): Promise<void> {
  const key = `${locale}/${name}`
  if (!loading.has(key)) {
    const loaded = load().then((messages) => i18n.load(locale, messages))
    // A failed load (offline with an evicted cache) is tried again next time.
    loaded.catch(() => loading.delete(key))
    loading.set(key, loaded)
  }
  return loading.get(key)!
}

async function fetchMessages(file: string): Promise<Messages> {
  const response = await fetch(`${import.meta.env.BASE_URL}${file}`)
  if (!response.ok) throw new Error(`${file}: ${response.status}`)
  return (await response.json()) as Messages
}

function loadRouteSets(locale: Locale, names: readonly string[]): Promise<void[]> {
  return Promise.all(
    names.map((name) => {
      const file = splitCatalog && messageFileOf(splitCatalog, name, locale)
      return file ? loadOnce(locale, name, () => fetchMessages(file)) : Promise.resolve()
    }),
  )
}

function loadCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void[]> {
  return Promise.all(names.map((name) => loadOnce(locale, name, async () => (await catalogLoaders[name][locale]()).messages)))
}

/** The route sets a location needs, guessed from its path so they load beside the app's code. */
const routeSetsFor = (pathname: string) => (splitCatalog ? routeIdsForPath(Object.keys(splitCatalog), pathname) : [])

/** Loads what the active screens need in `locale`, then makes it the app's language. `pathname`: the screen about to open. */
export async function activateLocale(locale: Locale, pathname?: string): Promise<void> {
  if (pathname) routeSetsFor(pathname).forEach((name) => routeSetsInUse.add(name))
  await Promise.all([loadCatalogs(locale, [...catalogsInUse]), loadRouteSets(locale, [...routeSetsInUse])])
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/**
 * Loads one more catalog in the active language before a route that shows its messages renders (the
 * route's `loader`); a failure (an evicted chunk offline) reaches the route's error screen and its retry.
 */
export async function loadCatalog(name: CatalogName): Promise<void> {
  catalogsInUse.add(name)
  if (i18n.locale) await loadCatalogs(i18n.locale as Locale, [name])
}

/** Loads the messages of the routes a navigation matched (the root route's `beforeLoad`), as loadCatalog does. */
export async function loadRouteMessages(routeIds: readonly string[]): Promise<void> {
  const names = routeIds.filter((routeId) => splitCatalog?.[routeId])
  names.forEach((name) => routeSetsInUse.add(name))
  if (i18n.locale) await loadRouteSets(i18n.locale as Locale, names)
}

// The safety net of the split: a message no loaded set holds (a notice raised by one screen and shown by
// another, say) would show its bare id, so the whole catalog loads and the screen re-renders with it.
i18n.on('missing', ({ locale, id }) => {
  if (!splitCatalog || !(LOCALES as readonly string[]).includes(locale) || catalogsInUse.has('messages')) return
  console.warn(`Message ${id} is in none of the loaded route sets: loading the whole catalog`)
  catalogsInUse.add('messages')
  void loadCatalogs(locale as Locale, ['messages']).catch(() => undefined)
})

/** Switches the language and caches the choice (docs/product.md section 9: cached in local storage). */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // storage blocked: the choice still applies for this visit
  }
}
