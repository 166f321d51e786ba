import { i18n, type Messages } from '@lingui/core'
import { LANGUAGE_STORAGE_KEY, type Locale } from './locales'

export { i18n }

/**
 * The message catalogs (lingui.config.ts): 'messages' holds every screen's messages but the long-form
 * texts of the guide, FAQ and blog ('long-form'), which only the routes that show them load.
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

/** The catalogs this visit has needed so far: a language switch loads each of them in the new language. */
const catalogsInUse = new Set<CatalogName>(['messages'])
/** `${locale}/${catalog}` of every catalog already in i18n. */
const loaded = new Set<string>()

async function loadCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  const missing = names.filter((name) => !loaded.has(`${locale}/${name}`))
  const catalogs = await Promise.all(missing.map((name) => catalogLoaders[name][locale]()))
  catalogs.forEach(({ messages }, index) => {
    i18n.load(locale, messages)
    loaded.add(`${locale}/${missing[index]}`)
  })
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogs(locale, [...catalogsInUse])
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

/** Switches the language and caches the choice (docs/product.md section 9: cached in local storage). */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // storage blocked: the choice still applies for this visit
  }
}
