/**
 * PostgREST's query-string grammar (ApiRequest/QueryParams.hs, v14.5), ported rule by rule so the
 * same inputs parse, and fail, the same way: field names, JSON paths, `select`, `order`, filter
 * operators and `columns` / `on_conflict`. The logic trees of `or=` / `and=` are in logic-tree.ts.
 */
import {
  alt,
  anyChar,
  attempt,
  between,
  bind,
  char,
  digit,
  eof,
  guard,
  label,
  lazy,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  optionMaybe,
  pure,
  right,
  sepBy,
  sepBy1,
  string,
  text,
  type Parser,
} from './parsec'
import type { Field, FtsOperator, IsValue, JsonOperation, OpExpr, Operation, OrderTerm, QuantOperator, SelectItem, SimpleOperator } from './types'

const strip = (value: string) => value.replace(/^\s+|\s+$/g, '')
const as = <T>(parser: Parser<unknown>, value: T): Parser<T> => map(parser, () => value)
const lookAheadFor = (s: string) => attempt(as(lookAhead(string(s)), null))

const ws = text(many(oneOf(' \t')))
export const lexeme = <T>(parser: Parser<T>): Parser<T> => left(right(ws, parser), ws)
export const pDelimiter = label(char('.'), 'delimiter (.)')

const pIdentifierChar = alt(letter, digit, oneOf('_ $'))
export const pIdentifier = map(many1(pIdentifierChar), (chars) => strip(chars.join('')))

export const pQuotedValue: Parser<string> = text(between(char('"'), char('"'), many(alt(noneOf('\\"'), right(char('\\'), anyChar)))))

const dash = as(attempt(right(char('-'), notFollowedBy(char('>')))), '-')
const sepByDash = (ident: Parser<string>) => map(sepBy1(ident, dash), (parts) => parts.join('-'))

export const pFieldName: Parser<string> = label(alt(pQuotedValue, sepByDash(pIdentifier)), 'field name (* or [a..z0..9_$])')

const pJsonKeyIdentifier = map(many1(noneOf('(-:.,>)')), (chars) => strip(chars.join('')))
const pJsonKeyName = label(alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)), 'any non reserved character different from: .,>()')

const pJsonEnd = alt(lookAheadFor('->'), lookAheadFor('::'), lookAheadFor('.'), lookAheadFor(','), attempt(eof))
const pJIdx: Parser<{ operand: string; isIndex: boolean }> = left(
  bind(option('+', char('-')), (sign) => map(many1(digit), (digits) => ({ operand: sign + digits.join(''), isIndex: true }))),
  pJsonEnd,
)
const pJKey = map(pJsonKeyName, (key) => ({ operand: key, isIndex: false }))
const pJsonArrow = alt(as(attempt(string('->>')), '->>' as const), as(attempt(string('->')), '->' as const))
const pJsonOperation: Parser<JsonOperation> = bind(pJsonArrow, (arrow) => map(alt(attempt(pJIdx), attempt(pJKey)), (operand) => ({ arrow, ...operand })))
export const pJsonPath: Parser<JsonOperation[]> = many(pJsonOperation)

export const pField: Parser<Field> = lexeme(bind(pFieldName, (name) => map(option([], pJsonPath), (jsonPath) => ({ name, jsonPath }))))

/** A filter's key: `col`, `col->>key`, or `embedded.col` (the embed path). */
export const pTreePath: Parser<{ path: string[]; field: Field }> = bind(sepBy1(pFieldName, pDelimiter), (names) =>
  map(option([], pJsonPath), (jsonPath) => ({ path: names.slice(0, -1), field: { name: names[names.length - 1] as string, jsonPath } })),
)

// ---- select ----------------------------------------------------------------------------------

const aliasSeparator = right(char(':'), notFollowedBy(char(':')))
const pAlias = optionMaybe(attempt(left(pFieldName, aliasSeparator)))
const pSelectEnd = alt(lookAheadFor(')'), lookAheadFor(','), attempt(eof))
const pCast = optionMaybe(right(string('::'), pIdentifier))
const pAggregation = alt(string('sum'), string('avg'), string('count'), attempt(string('max')), attempt(string('min')))

const pEmbedParam = right(char('!'), alt(attempt(string('left')), attempt(string('inner')), attempt(pFieldName)))
const pEmbedParams = bind(optionMaybe(pEmbedParam), () => optionMaybe(pEmbedParam))

const pFieldSelect: Parser<SelectItem> = lexeme(
  alt<SelectItem>(
    attempt(left(as(string('*'), { kind: 'star' } as SelectItem), pSelectEnd)),
    attempt(
      bind(pAlias, (alias) =>
        right(
          string('count()'),
          left(
            map(pCast, () => ({ kind: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count', ...(alias ? { alias } : {}) }) as SelectItem),
            pSelectEnd,
          ),
        ),
      ),
    ),
    bind(pAlias, (alias) =>
      bind(pField, (field) =>
        bind(pCast, (cast) =>
          bind(optionMaybe(attempt(left(right(char('.'), pAggregation), string('()')))), (aggregate) =>
            left(
              map(pCast, () => ({ kind: 'field', field, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}), ...(aggregate ? { aggregate } : {}) }) as SelectItem),
              pSelectEnd,
            ),
          ),
        ),
      ),
    ),
  ),
)

const pRelationSelect: Parser<string> = lexeme(
  bind(pAlias, () => bind(pFieldName, (name) => right(guard(name !== 'count'), right(pEmbedParams, as(attempt(lookAhead(string('('))), name))))),
)
const pSpreadRelationSelect: Parser<string> = lexeme(bind(right(string('...'), pFieldName), (name) => right(pEmbedParams, as(attempt(lookAhead(string('('))), name))))

const pFieldForest: Parser<SelectItem[]> = lazy(() => sepBy(pFieldTree, lexeme(char(','))))
const children = between(char('('), char(')'), pFieldForest)
const pFieldTree: Parser<SelectItem> = alt<SelectItem>(
  bind(attempt(pSpreadRelationSelect), (name) => map(children, (items) => ({ kind: 'relation', name, spread: true, children: items }))),
  bind(attempt(pRelationSelect), (name) => map(children, (items) => ({ kind: 'relation', name, spread: false, children: items }))),
  pFieldSelect,
)
export const pSelect = pFieldForest

// ---- order -----------------------------------------------------------------------------------

const pOrdDir = alt(as(attempt(right(pDelimiter, string('asc'))), 'asc' as const), as(attempt(right(pDelimiter, string('desc'))), 'desc' as const))
const pNulls = alt(as(attempt(right(pDelimiter, string('nullsfirst'))), 'nullsfirst' as const), as(attempt(right(pDelimiter, string('nullslast'))), 'nullslast' as const))
const pOrderEnd = alt(attempt(as(lookAhead(char(',')), null)), attempt(eof))
const pOrderTail = (field: Field, relation?: string): Parser<OrderTerm> =>
  bind(optionMaybe(pOrdDir), (direction) =>
    map(alt(left(optionMaybe(pNulls), pOrderEnd), as(pOrderEnd, undefined)), (nulls) => ({
      field,
      ...(relation ? { relation } : {}),
      ...(direction ? { direction } : {}),
      ...(nulls ? { nulls } : {}),
    })),
  )
const pOrderTerm = bind(pField, (field) => pOrderTail(field))
const pOrderRelationTerm = bind(pFieldName, (relation) => bind(between(char('('), char(')'), pField), (field) => pOrderTail(field, relation)))
export const pOrder: Parser<OrderTerm[]> = sepBy1(lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)), char(','))

// ---- filters ---------------------------------------------------------------------------------

const SIMPLE: readonly SimpleOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']
const QUANT: readonly QuantOperator[] = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch']
const simpleOperator = label(alt(...SIMPLE.map((op) => as(attempt(string(op)), op))), 'unknown single value operator')
const quantOperator = label(alt(...QUANT.map((op) => as(attempt(string(op)), op))), 'unknown single value operator')

const ciString = (word: string): Parser<string> =>
  Array.from(word).reduceRight<Parser<string>>((rest, c) => bind(alt(char(c), char(c.toUpperCase())), (first) => map(rest, (tail) => first + tail)), pure(''))
const IS_VALUES: readonly IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown']
const pIsVal = label(alt(...IS_VALUES.map((value) => as(attempt(ciString(value)), value))), 'isVal: (null, not_null, true, false, unknown)')

const pListElement = alt(attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))), text(many(noneOf(',)'))))
const pListVal = left(right(lexeme(char('(')), sepBy1(pListElement, char(','))), lexeme(char(')')))

/** Any characters to the end: a plain filter's value. */
export const pSingleVal: Parser<string> = text(many(anyChar))

export function pOpExpr(pValue: Parser<string>): Parser<OpExpr> {
  const pIn = map(right(attempt(right(string('in'), pDelimiter)), pListVal), (values): Operation => ({ kind: 'in', values }))
  const pIs = map(right(attempt(right(string('is'), pDelimiter)), pIsVal), (value): Operation => ({ kind: 'is', value }))
  const pIsDist = map(right(attempt(right(string('isdistinct'), pDelimiter)), pValue), (value): Operation => ({ kind: 'isdistinct', value }))
  const FTS: readonly FtsOperator[] = ['fts', 'plfts', 'phfts', 'wfts']
  const pFts = bind(alt(...FTS.map((op) => as(attempt(string(op)), op))), (op) =>
    bind(optionMaybe(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
      right(
        pDelimiter,
        map(pValue, (value): Operation => ({ kind: 'fts', op, ...(language ? { language } : {}), value })),
      ),
    ),
  )
  const pSimpleOp = bind(simpleOperator, (op) =>
    right(
      pDelimiter,
      map(pValue, (value): Operation => ({ kind: 'simple', op, value })),
    ),
  )
  const pQuantifier = attempt(between(char('('), char(')'), alt(as(attempt(string('any')), 'any' as const), as(string('all'), 'all' as const))))
  const pQuantOp = bind(quantOperator, (op) =>
    bind(optionMaybe(pQuantifier), (quantifier) =>
      right(
        pDelimiter,
        map(pValue, (value): Operation => ({ kind: 'quant', op, ...(quantifier ? { quantifier } : {}), value })),
      ),
    ),
  )
  const pOperation = label(alt(pIn, pIs, pIsDist, attempt(pFts), attempt(pSimpleOp), attempt(pQuantOp)), 'operator (eq, gt, ...)')
  const pNot = alt(as(attempt(right(string('not'), pDelimiter)), true), pure(false))
  return bind(pNot, (negated) => map(pOperation, (operation) => ({ negated, operation })))
}

/** `columns=` and `on_conflict=`: field names separated by commas. */
export const pColumns: Parser<string[]> = sepBy1(pFieldName, lexeme(char(',')))
