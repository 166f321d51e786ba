import { i18n, type Messages } from '@lingui/core'
import { LANGUAGE_STORAGE_KEY, type Locale } from './locales'

export { i18n }

// Catalogs are compiled from locales/*.po by the Lingui Vite plugin and loaded on demand, so only the
// active language is downloaded (all three are precached by the service worker for offline use).
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogLoaders[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
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
