/**
 * A tiny port of the Parsec combinators PostgREST's query-string grammar is written with
 * (PostgREST/ApiRequest/QueryParams.hs). The error semantics are Parsec's own (consumed vs empty
 * replies, `try`, labels, error merging by position, the "unexpected/expecting" rendering), so a bad
 * filter gets the same PGRST100 message and details as from PostgREST, e.g.
 * `"failed to parse filter (val)" (line 1, column 1)` / `unexpected "v" expecting "not" or operator (eq, gt, ...)`.
 */

const enum Kind {
  SysUnExpect = 0,
  UnExpect = 1,
  Expect = 2,
  Message = 3,
}
interface Msg {
  readonly kind: Kind
  readonly text: string
}
interface Pos {
  readonly line: number
  readonly column: number
}
interface ParseError {
  readonly pos: Pos
  readonly msgs: readonly Msg[]
}
interface State {
  readonly input: readonly string[]
  readonly index: number
  readonly pos: Pos
}
type Reply<T> =
  | { readonly ok: true; readonly consumed: boolean; readonly value: T; readonly state: State; readonly error: ParseError }
  | { readonly ok: false; readonly consumed: boolean; readonly error: ParseError }

export type Parser<T> = (state: State) => Reply<T>

const unknownError = (state: State): ParseError => ({ pos: state.pos, msgs: [] })
const comparePos = (a: Pos, b: Pos) => a.line - b.line || a.column - b.column

function mergeError(e1: ParseError, e2: ParseError): ParseError {
  if (e2.msgs.length === 0 && e1.msgs.length > 0) return e1
  if (e1.msgs.length === 0 && e2.msgs.length > 0) return e2
  const order = comparePos(e1.pos, e2.pos)
  return order === 0 ? { pos: e1.pos, msgs: [...e1.msgs, ...e2.msgs] } : order > 0 ? e1 : e2
}

function advance(pos: Pos, char: string): Pos {
  if (char === '\n') return { line: pos.line + 1, column: 1 }
  if (char === '\t') return { line: pos.line, column: pos.column + 8 - ((pos.column - 1) % 8) }
  return { line: pos.line, column: pos.column + 1 }
}

// ---- Haskell's `show` for the tokens named in messages -------------------------------------

const ASCII_NAMES = 'NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US'.split(' ')
const SHORT_ESCAPES: Record<string, string> = { '\x07': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v' }

function showLitChar(char: string, quote: string): string {
  const code = char.codePointAt(0) ?? 0
  if (code > 127) return `\\${code}`
  if (code === 127) return '\\DEL'
  if (char === '\\') return '\\\\'
  if (char === quote) return `\\${quote}`
  if (code >= 32) return char
  return SHORT_ESCAPES[char] ?? `\\${ASCII_NAMES[code]}`
}
/** `show "abc"` */
export const showString = (text: string) => `"${Array.from(text, (c) => showLitChar(c, '"')).join('')}"`
/** `show 'c'` */
const showChar = (char: string) => `'${showLitChar(char, "'")}'`

// ---- primitives ------------------------------------------------------------------------------

export function satisfy(test: (char: string) => boolean): Parser<string> {
  return (state) => {
    const char = state.input[state.index]
    if (char === undefined) return { ok: false, consumed: false, error: { pos: state.pos, msgs: [{ kind: Kind.SysUnExpect, text: '' }] } }
    if (!test(char)) return { ok: false, consumed: false, error: { pos: state.pos, msgs: [{ kind: Kind.SysUnExpect, text: showString(char) }] } }
    const next = { input: state.input, index: state.index + 1, pos: advance(state.pos, char) }
    return { ok: true, consumed: true, value: char, state: next, error: unknownError(next) }
  }
}

/** Parsec's `string`: fails at its start position, naming the first character that differs. */
export function string(text: string): Parser<string> {
  const chars = Array.from(text)
  return (state) => {
    if (chars.length === 0) return { ok: true, consumed: false, value: '', state, error: unknownError(state) }
    let pos = state.pos
    for (let n = 0; n < chars.length; n++) {
      const char = state.input[state.index + n]
      if (char === undefined || char !== chars[n]) {
        const msgs = [
          { kind: Kind.Expect, text: showString(text) },
          { kind: Kind.SysUnExpect, text: char === undefined ? '' : showString(char) },
        ]
        return { ok: false, consumed: n > 0, error: { pos: state.pos, msgs } }
      }
      pos = advance(pos, char)
    }
    const next = { input: state.input, index: state.index + chars.length, pos }
    return { ok: true, consumed: true, value: text, state: next, error: unknownError(next) }
  }
}

export const pure =
  <T>(value: T): Parser<T> =>
  (state) => ({ ok: true, consumed: false, value, state, error: unknownError(state) })

export const zero: Parser<never> = (state) => ({ ok: false, consumed: false, error: unknownError(state) })

export const unexpected =
  (message: string): Parser<never> =>
  (state) => ({ ok: false, consumed: false, error: { pos: state.pos, msgs: [{ kind: Kind.UnExpect, text: message }] } })

// ---- combinators -----------------------------------------------------------------------------

export function bind<A, B>(parser: Parser<A>, next: (value: A) => Parser<B>): Parser<B> {
  return (state) => {
    const first = parser(state)
    if (!first.ok) return first
    const second = next(first.value)(first.state)
    if (first.error.msgs.length === 0 || second.consumed) return first.consumed ? { ...second, consumed: true } : second
    const error = mergeError(first.error, second.error)
    return second.ok ? { ...second, consumed: first.consumed, error } : { ok: false, consumed: first.consumed, error }
  }
}

export const map = <A, B>(parser: Parser<A>, f: (value: A) => B): Parser<B> => bind(parser, (value) => pure(f(value)))
/** `a *> b` */
export const right = <A, B>(a: Parser<A>, b: Parser<B>): Parser<B> => bind(a, () => b)
/** `a <* b` */
export const left = <A, B>(a: Parser<A>, b: Parser<B>): Parser<A> => bind(a, (value) => map(b, () => value))

/** `p <|> q`: q runs only when p failed without consuming input. */
export function alt<T>(...parsers: Parser<T>[]): Parser<T> {
  return parsers.reduceRight((rest, parser) => (state) => {
    const first = parser(state)
    if (first.ok || first.consumed) return first
    const second = rest(state)
    if (second.consumed) return second
    const error = mergeError(first.error, second.error)
    return second.ok ? { ...second, error } : { ok: false, consumed: false, error }
  })
}

/** `p <?> label` */
export function label<T>(parser: Parser<T>, name: string): Parser<T> {
  const relabel = (error: ParseError): ParseError => ({ pos: error.pos, msgs: [{ kind: Kind.Expect, text: name }, ...error.msgs.filter((m) => m.kind !== Kind.Expect)] })
  return (state) => {
    const reply = parser(state)
    if (reply.consumed) return reply
    if (reply.ok) return reply.error.msgs.length === 0 ? reply : { ...reply, error: relabel(reply.error) }
    return { ...reply, error: relabel(reply.error) }
  }
}

export const attempt =
  <T>(parser: Parser<T>): Parser<T> =>
  (state) => {
    const reply = parser(state)
    return !reply.ok && reply.consumed ? { ...reply, consumed: false } : reply
  }

export function many<T>(parser: Parser<T>): Parser<T[]> {
  return (state) => {
    const values: T[] = []
    let current = state
    for (;;) {
      const reply = parser(current)
      if (!reply.ok) {
        if (reply.consumed) return reply
        return { ok: true, consumed: values.length > 0, value: values, state: current, error: reply.error }
      }
      if (!reply.consumed) throw new Error('many: the parser accepts an empty string')
      values.push(reply.value)
      current = reply.state
    }
  }
}

export const many1 = <T>(parser: Parser<T>): Parser<T[]> => bind(parser, (first) => map(many(parser), (rest) => [first, ...rest]))

export const lookAhead =
  <T>(parser: Parser<T>): Parser<T> =>
  (state) => {
    const reply = parser(state)
    return reply.ok ? { ok: true, consumed: false, value: reply.value, state, error: unknownError(state) } : reply
  }

export const notFollowedBy = (parser: Parser<string>): Parser<null> =>
  attempt(
    alt<null>(
      bind(attempt(parser), (char) => unexpected(showChar(char))),
      pure(null),
    ),
  )

export const optionMaybe = <T>(parser: Parser<T>): Parser<T | undefined> => alt<T | undefined>(parser, pure(undefined))
export const option = <T>(fallback: T, parser: Parser<T>): Parser<T> => alt(parser, pure(fallback))
export const sepBy1 = <T, S>(parser: Parser<T>, separator: Parser<S>): Parser<T[]> => bind(parser, (first) => map(many(right(separator, parser)), (rest) => [first, ...rest]))
export const sepBy = <T, S>(parser: Parser<T>, separator: Parser<S>): Parser<T[]> => alt(sepBy1(parser, separator), pure<T[]>([]))
export const between = <O, C, T>(open: Parser<O>, close: Parser<C>, parser: Parser<T>): Parser<T> => left(right(open, parser), close)
export const guard = (condition: boolean): Parser<null> => (condition ? pure(null) : zero)
/** Lazily built parser, for recursive grammars. */
export const lazy =
  <T>(build: () => Parser<T>): Parser<T> =>
  (state) =>
    build()(state)

export const anyChar = satisfy(() => true)
export const char = (c: string) =>
  label(
    satisfy((x) => x === c),
    showString(c),
  )
export const oneOf = (chars: string) => satisfy((x) => chars.includes(x))
export const noneOf = (chars: string) => satisfy((x) => !chars.includes(x))
export const letter = label(
  satisfy((x) => /\p{L}/u.test(x)),
  'letter',
)
export const digit = label(
  satisfy((x) => x >= '0' && x <= '9'),
  'digit',
)
/** Parsec's `anyToken` consumes without moving the position, so `eof` reports where the extra input starts. */
const anyToken: Parser<string> = (state) => {
  const reply = anyChar(state)
  return reply.ok ? { ...reply, state: { ...reply.state, pos: state.pos }, error: unknownError(state) } : reply
}
export const eof = label(notFollowedBy(anyToken), 'end of input')
export const text = (parser: Parser<string[]>): Parser<string> => map(parser, (chars) => chars.join(''))

// ---- running ---------------------------------------------------------------------------------

export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string; readonly details: string }

/** `P.parse parser name input` (no implicit end-of-input check), with PostgREST's error rendering. */
export function parse<T>(parser: Parser<T>, name: string, input: string): ParseResult<T> {
  const reply = parser({ input: Array.from(input), index: 0, pos: { line: 1, column: 1 } })
  if (reply.ok) return { ok: true, value: reply.value }
  const { pos, msgs } = reply.error
  return { ok: false, message: `"${name}" (line ${pos.line}, column ${pos.column})`, details: showErrorMessages(msgs) }
}

/** Parsec's showErrorMessages "or" "unknown parse error" "expecting" "unexpected" "end of input", on one line. */
function showErrorMessages(unsorted: readonly Msg[]): string {
  if (unsorted.length === 0) return 'unknown parse error'
  const msgs = [...unsorted].sort((a, b) => a.kind - b.kind)
  const of = (kind: Kind) => msgs.filter((m) => m.kind === kind).map((m) => m.text)
  const clean = (list: string[]) => [...new Set(list.filter((m) => m !== ''))]
  const commasOr = (list: string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`)
  const showMany = (prefix: string, list: string[]) => {
    const cleaned = clean(list)
    if (cleaned.length === 0) return ''
    return prefix ? `${prefix} ${commasOr(cleaned)}` : commasOr(cleaned)
  }
  const sysUnExpect = of(Kind.SysUnExpect)
  const unExpect = of(Kind.UnExpect)
  const first = sysUnExpect[0]
  const showSys = unExpect.length > 0 || first === undefined ? '' : first === '' ? 'unexpected end of input' : `unexpected ${first}`
  const parts = [showSys, showMany('unexpected', unExpect), showMany('expecting', of(Kind.Expect)), showMany('', of(Kind.Message))]
  return clean(parts).join(' ').trim()
}
