/**
 * What the screens' pre-paints share (the journal's, journal-prepaint.ts, and the dashboard's,
 * dashboard-picture.ts): the app's frame as markup, the style rules it uses, and the signals that
 * decide whether index.html may draw it again. index.html's inline script repeats the hash and the
 * signals; test/unit/prepaint runs that script against records made here.
 */
import { LANGUAGE_STORAGE_KEY } from '../../i18n/locales'

/** Markup (or style text) larger than this is not worth a synchronous read on every open. */
export const MAX_PREPAINT_TEXT = 200_000

/** A short, stable hash (FNV-1a, 32 bits); index.html computes the same. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** What decides the language before the app runs (src/i18n/detect-language.ts), as one string. */
export function languageSignals(): string {
  const read = (get: () => string | null | undefined) => {
    try {
      return get() ?? ''
    } catch {
      return ''
    }
  }
  return [
    read(() => new RegExp(`(?:^|; )${LANGUAGE_STORAGE_KEY}=([^;]*)`).exec(document.cookie)?.[1]),
    read(() => localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    read(() => sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    read(() => (navigator.languages ?? [navigator.language]).join(',')),
  ].join('|')
}

/** The entry script's address: another build has other class names and files. */
export function entryScript(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? ''
}

/** The colour theme on <html> (its inline variables and name); the app applies the saved one again. */
export function rootTheme(): { readonly rootStyle: string; readonly themeId: string } {
  const root = document.documentElement
  return { rootStyle: root.getAttribute('style') ?? '', themeId: root.dataset.theme ?? '' }
}

/** The app's frame around the current screen: the element that holds the navigation and <main>. */
export function appFrame(): Element | null {
  return document.getElementById('main-content')?.parentElement ?? null
}

export interface FrameMarkupOptions {
  /** Drawn in place of <main>'s content (an element off the document). */
  readonly screen?: Element
  /** Trims the copy of <main> (what the screen need not draw). */
  readonly prune?: (main: Element) => void
}

/**
 * The frame's markup with `route` as the current screen and `screen`'s content (when given) in place
 * of <main>'s: controls inert, since nothing acts before the app does (plain links still work), no
 * dialog or toast, each select showing its chosen option, and <main> marked busy.
 */
export function frameMarkup(frame: Element, route: string, { screen, prune }: FrameMarkupOptions = {}): string {
  const copy = frame.cloneNode(true) as Element
  const main = copy.querySelector('main')
  if (!main) return ''
  showChosenOptions(frame, copy)
  if (screen) {
    main.replaceChildren(...[...screen.childNodes].map((node) => node.cloneNode(true)))
    showChosenOptions(screen, main)
  }
  prune?.(main)
  main.setAttribute('aria-busy', 'true')
  // The navigation marks `route` as the current screen, whatever screen the capture ran on.
  for (const link of copy.querySelectorAll('a[data-status="active"], a[aria-current]')) {
    link.removeAttribute('data-status')
    link.removeAttribute('aria-current')
    link.classList.remove('active')
  }
  for (const link of copy.querySelectorAll(`a[href="${route}"]`)) {
    link.setAttribute('data-status', 'active')
    link.setAttribute('aria-current', 'page')
    link.classList.add('active')
  }
  const label = frame.querySelector(`a[href="${route}"][aria-label]`)?.getAttribute('aria-label')
  const title = copy.querySelector('header > p')
  if (title && label) title.textContent = label
  // Dialogs (open or closed: a closed <dialog> is never shown before the app runs) and toasts.
  for (const element of copy.querySelectorAll('dialog, [role="dialog"], [role="alert"]')) element.remove()
  for (const element of copy.querySelectorAll('button, input, select, textarea, [role="button"]')) element.setAttribute('inert', '')
  return copy.outerHTML
}

/** A select's choice is a property, which a copy loses: it is written as the attribute. */
function showChosenOptions(live: Element, copied: Element): void {
  const liveSelects = [...live.querySelectorAll('select')]
  copied.querySelectorAll('select').forEach((select, index) => {
    const chosen = liveSelects[index]?.selectedIndex ?? -1
    select.querySelectorAll('option').forEach((option, at) => option.toggleAttribute('selected', at === chosen))
  })
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g

/** The rules of the page's stylesheets that can apply to `html`: global ones, and those naming a class it uses. */
export function cssFor(html: string): string {
  const used = new Set<string>()
  for (const match of html.matchAll(/class="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) used.add(name)
  const keep = (rules: CSSRuleList): string[] => {
    const kept: string[] = []
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        const names = [...rule.selectorText.matchAll(CLASS_NAME)].map((match) => match[1] ?? '')
        if (names.length === 0 || names.some((name) => used.has(name))) kept.push(rule.cssText)
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules)
        if (inner.length > 0) kept.push(`@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner.join('')}}`)
      } else kept.push(rule.cssText)
    }
    return kept
  }
  // A set: the style element a pre-paint drew stays in the page and repeats the app's rules, which
  // each capture would otherwise copy once more.
  const kept = new Set<string>()
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of keep(sheet.cssRules)) kept.add(rule)
    } catch {
      // A stylesheet of another origin cannot be read; the app has none that its screens need.
    }
  }
  return [...kept].join('\n')
}
