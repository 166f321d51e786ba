import { entityAt } from './entities'
import type { NoteInline } from './note-tree'
import { safeHref } from './safe-href'

// Inline markdown subset: **strong** / __strong__, *emphasis* / _emphasis_, `code`, [text](url),
// <url> and bare http(s) URLs, backslash escapes, character references, and a line break for every
// newline (notes are typed like messages). Anything that does not match is kept as text.

const ESCAPABLE = /^[!-/:-@[-`{-~]$/
const WHITESPACE = /\s/
const ALPHANUMERIC = /[\p{L}\p{N}]/u
const AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/
const BARE_URL_START = /^https?:\/\//i
/** Nesting of strong, emphasis and links: deeper markers stay text, so no input can recurse far. */
const MAX_DEPTH = 8
const MAX_LABEL_LENGTH = 1000
const MAX_DESTINATION_LENGTH = 2048

interface Scope {
  readonly depth: number
  /** False inside a link's text: links do not nest. */
  readonly links: boolean
}

const isSpace = (ch: string | undefined) => ch === undefined || WHITESPACE.test(ch)
const isWordChar = (ch: string | undefined) => ch !== undefined && ALPHANUMERIC.test(ch)

function runLength(text: string, index: number, ch: string): number {
  let end = index
  while (text[end] === ch) end += 1
  return end - index
}

/**
 * One pass over one piece of inline text. Closer searches remember where they failed: a search that
 * found no closer from position p cannot find one from any later position, so each kind of marker
 * scans the text at most once and 20,000 unmatched `*` stay linear.
 */
class InlineParser {
  private readonly nodes: NoteInline[] = []
  private pending = ''
  private readonly noCloserFrom = new Map<string, number>()

  constructor(
    private readonly text: string,
    private readonly scope: Scope,
  ) {}

  parse(): NoteInline[] {
    const { text } = this
    let index = 0
    while (index < text.length) index = this.step(index)
    this.flush()
    return this.nodes
  }

  private step(index: number): number {
    const { text } = this
    const ch = text[index]!
    const nested = this.scope.depth < MAX_DEPTH
    switch (ch) {
      case '\\': {
        const next = text[index + 1]
        if (next !== undefined && ESCAPABLE.test(next)) {
          this.pending += next
          return index + 2
        }
        // A backslash before a newline is markdown's hard break; every newline is one here anyway.
        if (next === '\n') return index + 1
        this.pending += ch
        return index + 1
      }
      case '\n':
        this.pending = this.pending.replace(/[ \t]+$/, '')
        this.push({ type: 'break' })
        return index + 1
      case '&': {
        const entity = entityAt(text, index)
        this.pending += entity ? entity.value : ch
        return index + (entity ? entity.length : 1)
      }
      case '`':
        return this.codeSpan(index)
      case '*':
      case '_':
        return nested ? this.emphasis(index, ch) : this.literal(index, runLength(text, index, ch))
      case '[':
        return nested && this.scope.links ? this.link(index) : this.literal(index, 1)
      case '<':
        return this.scope.links ? this.autolink(index) : this.literal(index, 1)
      case 'h':
      case 'H':
        return this.scope.links ? this.bareUrl(index) : this.literal(index, 1)
      default:
        return this.literal(index, 1)
    }
  }

  private literal(index: number, length: number): number {
    this.pending += this.text.slice(index, index + length)
    return index + length
  }

  private flush() {
    if (this.pending) this.nodes.push({ type: 'text', text: this.pending })
    this.pending = ''
  }

  private push(node: NoteInline) {
    this.flush()
    this.nodes.push(node)
  }

  private inner(from: number, to: number, links = this.scope.links): NoteInline[] {
    return new InlineParser(this.text.slice(from, to), { depth: this.scope.depth + 1, links }).parse()
  }

  /** Search helper: runs `find` unless an earlier search of this kind already failed before `from`. */
  private search(kind: string, from: number, find: () => number): number {
    const failedFrom = this.noCloserFrom.get(kind)
    if (failedFrom !== undefined && from >= failedFrom) return -1
    const found = find()
    if (found === -1) this.noCloserFrom.set(kind, from)
    return found
  }

  private codeSpan(index: number): number {
    const { text } = this
    const length = runLength(text, index, '`')
    const from = index + length
    const close = this.search(`code${length}`, from, () => {
      for (let at = from; at < text.length;) {
        if (text[at] !== '`') {
          at += 1
          continue
        }
        const run = runLength(text, at, '`')
        if (run === length) return at
        at += run
      }
      return -1
    })
    if (close === -1) return this.literal(index, length)
    let code = text.slice(from, close).replace(/\n/g, ' ')
    if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1)
    this.push({ type: 'code', text: code })
    return close + length
  }

  private emphasis(index: number, ch: string): number {
    const { text } = this
    const run = runLength(text, index, ch)
    const opens = !isSpace(text[index + run]) && (ch === '*' || !isWordChar(text[index - 1]))
    if (!opens) return this.literal(index, run)
    if (run >= 2) {
      const contentStart = index + 2
      const close = this.search(`strong${ch}`, contentStart, () => this.findCloser(ch, contentStart, 2))
      if (close !== -1) {
        this.push({ type: 'strong', children: this.inner(contentStart, close) })
        return close + 2
      }
      // No closing pair: the first marker is text, the rest may still open emphasis.
      return this.literal(index, 1)
    }
    const contentStart = index + 1
    const close = this.search(`emphasis${ch}`, contentStart, () => this.findCloser(ch, contentStart, 1))
    if (close === -1) return this.literal(index, 1)
    this.push({ type: 'emphasis', children: this.inner(contentStart, close) })
    return close + 1
  }

  /**
   * Where a closing `ch` marker of `size` (1 or 2) starts: after some content, right after a
   * non-space, and for `_` not inside a word. A longer run closes with its last markers
   * (`***x***` is strong around emphasis); a single marker does not close inside a `**` run.
   */
  private findCloser(ch: string, contentStart: number, size: 1 | 2): number {
    const { text } = this
    for (let at = contentStart; at < text.length;) {
      const current = text[at]
      if (current === '\\') {
        at += 2
        continue
      }
      if (current !== ch) {
        at += 1
        continue
      }
      const run = runLength(text, at, ch)
      const close = at + run - size
      const fits = size === 2 ? run >= 2 : run === 1 || run === 3
      if (fits && close > contentStart && !isSpace(text[at - 1]) && (ch === '*' || !isWordChar(text[at + run]))) return close
      at += run
    }
    return -1
  }

  private link(index: number): number {
    const { text } = this
    let depth = 0
    let labelEnd = -1
    for (let at = index; at < text.length && at - index <= MAX_LABEL_LENGTH; at += 1) {
      const current = text[at]
      if (current === '\\') at += 1
      else if (current === '[') depth += 1
      else if (current === ']' && --depth === 0) {
        labelEnd = at
        break
      }
    }
    if (labelEnd === -1 || text[labelEnd + 1] !== '(') return this.literal(index, 1)
    const target = readDestination(text, labelEnd + 2)
    if (!target) return this.literal(index, 1)
    const href = safeHref(target.destination)
    if (href === null) return this.literal(index, target.end - index)
    this.push({ type: 'link', href, children: this.inner(index + 1, labelEnd, false) })
    return target.end
  }

  private autolink(index: number): number {
    const match = AUTOLINK.exec(this.text.slice(index, index + MAX_DESTINATION_LENGTH + 2))
    if (!match) return this.literal(index, 1)
    const [whole, destination] = match
    const href = safeHref(destination!)
    if (href === null) return this.literal(index, whole.length)
    this.push({ type: 'link', href, children: [{ type: 'text', text: destination! }] })
    return index + whole.length
  }

  private bareUrl(index: number): number {
    const { text } = this
    if (isWordChar(text[index - 1]) || !BARE_URL_START.test(text.slice(index, index + 8))) return this.literal(index, 1)
    let end = index
    while (end < text.length && !isSpace(text[end]) && text[end] !== '<' && end - index < MAX_DESTINATION_LENGTH) end += 1
    let url = text.slice(index, end).replace(/[.,:;!?'"*_~]+$/, '')
    // A closing parenthesis belongs to the URL only when the URL opened one: "(see https://x.y/a)".
    while (url.endsWith(')') && (url.match(/\)/g) ?? []).length > (url.match(/\(/g) ?? []).length) url = url.slice(0, -1)
    const href = safeHref(url)
    if (href === null || url.replace(BARE_URL_START, '') === '') return this.literal(index, 1)
    this.push({ type: 'link', href, children: [{ type: 'text', text: url }] })
    return index + url.length
  }
}

/** `(destination "optional title")` after a link's text, starting just past the `(`. */
function readDestination(text: string, start: number): { destination: string; end: number } | null {
  let at = start
  const skipSpace = () => {
    while (text[at] === ' ' || text[at] === '\t' || text[at] === '\n') at += 1
  }
  skipSpace()
  let destination: string
  if (text[at] === '<') {
    const close = text.indexOf('>', at)
    if (close === -1 || close - at > MAX_DESTINATION_LENGTH) return null
    destination = text.slice(at + 1, close)
    if (/[<\n]/.test(destination)) return null
    at = close + 1
  } else {
    const from = at
    let depth = 0
    while (at < text.length && at - from <= MAX_DESTINATION_LENGTH) {
      const ch = text[at]!
      if (ch === '\\' && at + 1 < text.length) {
        at += 2
        continue
      }
      if (WHITESPACE.test(ch) || ch.charCodeAt(0) < 0x20) break
      if (ch === '(') depth += 1
      if (ch === ')') {
        if (depth === 0) break
        depth -= 1
      }
      at += 1
    }
    if (at - from > MAX_DESTINATION_LENGTH) return null
    destination = text.slice(from, at)
  }
  skipSpace()
  const quote = text[at]
  if (quote === '"' || quote === "'" || quote === '(') {
    const close = text.indexOf(quote === '(' ? ')' : quote, at + 1)
    if (close === -1) return null
    at = close + 1
    skipSpace()
  }
  if (text[at] !== ')') return null
  return { destination, end: at + 1 }
}

/** Inline markdown to safe nodes. */
export function parseInline(text: string): NoteInline[] {
  return new InlineParser(text, { depth: 0, links: true }).parse()
}
