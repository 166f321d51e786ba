import { FALLBACK_LOCALE, LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY, toSupportedLocale, type Locale } from './locales'

/** Everything language detection looks at, passed in so the order can be tested without a browser. */
export interface LanguageSignals {
  search: string
  cookie: string
  localStorageValue: string | null
  sessionStorageValue: string | null
  browserLanguages: readonly string[]
  htmlLang: string | null
}

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/**
 * docs/product.md section 9: query string, cookie, local storage, session storage, browser language, page
 * language tag; the first supported value wins, English otherwise. Unsupported or garbled values are
 * skipped rather than trusted.
 */
export function detectLanguage(signals: LanguageSignals): Locale {
  const candidates: Array<string | null | undefined> = [
    new URLSearchParams(signals.search).get(LANGUAGE_QUERY_PARAM),
    cookieValue(signals.cookie, LANGUAGE_STORAGE_KEY),
    signals.localStorageValue,
    signals.sessionStorageValue,
    ...signals.browserLanguages,
    signals.htmlLang,
  ]
  for (const candidate of candidates) {
    const locale = toSupportedLocale(candidate)
    if (locale) return locale
  }
  return FALLBACK_LOCALE
}

function safeRead(read: () => string | null): string | null {
  try {
    return read()
  } catch {
    return null // storage can be blocked (privacy mode); detection goes on with the other signals
  }
}

export function readBrowserLanguageSignals(): LanguageSignals {
  return {
    search: window.location.search,
    cookie: safeRead(() => document.cookie) ?? '',
    localStorageValue: safeRead(() => localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    sessionStorageValue: safeRead(() => sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    browserLanguages: navigator.languages ?? [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  }
}
