import { decodeEntities } from './entities'

/** The only schemes a note's link may use. */
export const SAFE_LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:']

const MAX_HREF_LENGTH = 2048

/**
 * A link destination as written in a note, turned into an href that is safe to put in `<a href>`,
 * or null. The destination is decoded the way a browser would read it (character references,
 * markdown escapes) and then parsed by the WHATWG URL parser, the same one the browser uses: it
 * drops tabs and newlines, trims control characters and spaces, and lowercases the scheme, so
 * `JaVaScRiPt:`, ` javascript:`, `java&#x09;script:` or `&#106;avascript:` are all seen as the
 * `javascript:` they are and refused. Relative URLs are refused too (they would resolve against
 * the app). What comes back is the parser's own serialisation of an absolute http(s) or mailto URL.
 */
export function safeHref(destination: string): string | null {
  if (destination.length > MAX_HREF_LENGTH) return null
  const decoded = decodeEntities(destination).replace(/\\([!-/:-@[-`{-~])/g, '$1')
  let url: URL
  try {
    url = new URL(decoded)
  } catch {
    return null
  }
  if (!SAFE_LINK_PROTOCOLS.includes(url.protocol)) return null
  if (url.protocol !== 'mailto:' && url.hostname === '') return null
  return url.href
}

/** True when `href` is already what `safeHref` hands out; the renderer checks again before linking. */
export function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href)
    return url.href === href && SAFE_LINK_PROTOCOLS.includes(url.protocol) && (url.protocol === 'mailto:' || url.hostname !== '')
  } catch {
    return false
  }
}
