/**
 * The `or=(...)` / `and=(...)` trees (pLogicTree of PostgREST's QueryParams.hs): filters and nested
 * `and(...)` / `or(...)` / `not.and(...)`, with double-quoted field names and values. Inside a tree a
 * plain value ends at `,` or `)`; a quoted one may hold both; `{...}` passes a Postgres array.
 */
import { alt, attempt, bind, char, lazy, left, many, map, noneOf, notFollowedBy, pure, right, sepBy1, string, text, label, type Parser } from './parsec'
import { lexeme, pDelimiter, pField, pFieldName, pOpExpr, pQuotedValue } from './query-grammar'
import type { LogicTree } from './types'

const pPgArray: Parser<string> = bind(string('{'), (open) => bind(text(many(noneOf('{}'))), (inner) => map(string('}'), (close) => open + inner + close)))

const pLogicSingleVal: Parser<string> = alt(attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))), attempt(pPgArray), text(many(noneOf(',)'))))

const pLogicFilter = bind(left(pField, pDelimiter), (field) => map(pOpExpr(pLogicSingleVal), (expr) => ({ field, expr })))

const pNot = label(
  alt(
    map(attempt(right(string('not'), pDelimiter)), () => true),
    pure(false),
  ),
  'negation operator (not)',
)
const pLogicOp = label(
  alt(
    map(attempt(string('and')), () => 'and' as const),
    map(string('or'), () => 'or' as const),
  ),
  'logic operator (and, or)',
)

export const pLogicTree: Parser<LogicTree> = lazy(() =>
  alt<LogicTree>(
    map(attempt(pLogicFilter), (filter) => ({ kind: 'stmt', filter })),
    bind(pNot, (negated) =>
      bind(pLogicOp, (op) =>
        map(left(right(lexeme(char('(')), sepBy1(pLogicTree, lexeme(char(',')))), lexeme(char(')'))), (children) => ({ kind: 'expr', negated, op, children })),
      ),
    ),
  ),
)

/** The key of a logic parameter: `or`, `not.and`, or `embed.or` (an embed path). */
export const pLogicPath: Parser<{ path: string[]; op: string }> = map(sepBy1(pFieldName, pDelimiter), (names) => {
  const op = names[names.length - 1] as string
  const negated = names.includes('not')
  return { path: names.slice(0, -1).filter((name) => name !== 'not'), op: negated ? `not.${op}` : op }
})
