import { describe, expect, it } from 'vitest'
import { detectLanguage, type LanguageSignals } from '../../../src/i18n/detect-language'

const none: LanguageSignals = {
  search: '',
  cookie: '',
  localStorageValue: null,
  sessionStorageValue: null,
  browserLanguages: [],
  htmlLang: null,
}

describe('detectLanguage (spec section 9 order)', () => {
  it.each<[string, Partial<LanguageSignals>, string]>([
    ['nothing known falls back to English', {}, 'en'],
    ['query string wins over everything', { search: '?lng=pt', cookie: 'app-language=es', localStorageValue: 'es', browserLanguages: ['es-ES'] }, 'pt'],
    ['cookie before local storage', { cookie: 'other=1; app-language=es', localStorageValue: 'pt' }, 'es'],
    ['local storage before session storage', { localStorageValue: 'pt', sessionStorageValue: 'es' }, 'pt'],
    ['session storage before the browser', { sessionStorageValue: 'es', browserLanguages: ['pt-BR'] }, 'es'],
    ['browser language with a region', { browserLanguages: ['pt-BR', 'en-US'] }, 'pt'],
    ['first supported browser language', { browserLanguages: ['de-DE', 'es-MX'] }, 'es'],
    ['page language tag last', { htmlLang: 'es' }, 'es'],
    ['unsupported query value is skipped', { search: '?lng=fr', localStorageValue: 'es' }, 'es'],
    ['garbled stored value is skipped', { localStorageValue: '{"broken', browserLanguages: ['pt'] }, 'pt'],
    ['upper case is accepted', { search: '?lng=ES' }, 'es'],
    ['unsupported everywhere falls back', { search: '?lng=xx', browserLanguages: ['ja'], htmlLang: 'de' }, 'en'],
  ])('%s', (_name, signals, expected) => {
    expect(detectLanguage({ ...none, ...signals })).toBe(expected)
  })
})
