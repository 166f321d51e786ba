// The few named character references a trader is likely to type (and the ones used to hide a
// `javascript:` scheme from naive filters); anything else stays as written.
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  num: '#',
  percnt: '%',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
}

const ENTITY = /^&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));/

function fromCodePoint(code: number): string {
  // NUL, surrogates and values past Unicode become U+FFFD, as HTML does.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/**
 * The character reference starting at `text[index]` (`&amp;`, `&#106;`, `&#x6A;`), decoded, with its
 * length; null when there is none there.
 */
export function entityAt(text: string, index: number): { readonly value: string; readonly length: number } | null {
  if (text[index] !== '&') return null
  const match = ENTITY.exec(text.slice(index, index + 40))
  if (!match) return null
  const [whole, hex, decimal, name] = match
  if (hex !== undefined) return { value: fromCodePoint(Number.parseInt(hex, 16)), length: whole.length }
  if (decimal !== undefined) return { value: fromCodePoint(Number.parseInt(decimal, 10)), length: whole.length }
  const named = name === undefined ? undefined : NAMED[name]
  return named === undefined ? null : { value: named, length: whole.length }
}

/** Decodes every character reference `entityAt` knows. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  let out = ''
  let index = 0
  while (index < text.length) {
    const entity = entityAt(text, index)
    if (entity) {
      out += entity.value
      index += entity.length
    } else {
      out += text[index]
      index += 1
    }
  }
  return out
}
