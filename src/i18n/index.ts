export { i18n, activateLocale, changeLocale, loadCatalog, loadRouteMessages, type CatalogName } from './i18n'
export { detectLanguage, readBrowserLanguageSignals } from './detect-language'
export { LOCALES, LOCALE_NAMES, FALLBACK_LOCALE, type Locale } from './locales'
