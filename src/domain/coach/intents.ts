/**
 * A small intent parser for the on-device trade coach. It matches words (English, Spanish and
 * Portuguese) to one of a fixed set of questions the metrics and insights engines can answer. The
 * text is only ever matched against patterns: it is never evaluated or sent anywhere.
 */
export type CoachIntent =
  'bestSetup' | 'worstSetup' | 'losingTimes' | 'winningTimes' | 'lastWeek' | 'thisWeek' | 'bestSymbol' | 'worstSymbol' | 'overall' | 'longVsShort' | 'afterLoss' | 'unknown'

/** Lower case, accents and punctuation removed, single spaces. */
export function normaliseQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const BEST = '(best|top|most profitable|mejor|mejores|melhor|melhores|mas rentable|mais lucrativ)'
const WORST = '(worst|least profitable|peor|peores|pior|piores|menos rentable|menos lucrativ)'
const SETUP = '(setups?|strateg|estrategi|pattern|patron|padrao|playbook)'
const SYMBOL = '(symbols?|pairs?|coins?|assets?|markets?|tickers?|par|pares|moneda|monedas|moeda|moedas|activo|ativo|mercado)'
const TIME = '(time|times|hours?|days?|weekdays?|when|hora|horas|dia|dias|cuando|quando|momento)'

/** Each intent's patterns; the intent matching most of them wins, ties in this order. */
const PATTERNS: readonly (readonly [Exclude<CoachIntent, 'unknown'>, readonly RegExp[]])[] = [
  ['lastWeek', [/\b(last|previous|past) week\b/, /\bsemana (pasada|anterior|passada)\b/, /\blast 7 days\b/, /\bultim[oa]s? (7 dias|semana)\b/]],
  ['thisWeek', [/\b(this|current) week\b/, /\besta semana\b/, /\bsemana (actual|atual)\b/, /\bso far this week\b/]],
  ['afterLoss', [/\bafter (a |my )?loss/, /\brevenge\b/, /\btilt/, /\bdespues de (una )?perdida/, /\bdepois de (uma )?perda/, /\bvinganca\b|\bvenganza\b/]],
  ['longVsShort', [/\blongs?\b.*\bshorts?\b/, /\bshorts?\b.*\blongs?\b/, /\blargos?\b.*\bcortos?\b/, /\bside\b/, /\bdirection\b|\bdireccion\b|\bdirecao\b/]],
  ['bestSetup', [new RegExp(`\\b${BEST}\\b.*\\b${SETUP}`), new RegExp(`\\b${SETUP}.*\\b(works?|best|funciona|mejor|melhor)\\b`)]],
  ['worstSetup', [new RegExp(`\\b${WORST}\\b.*\\b${SETUP}`), new RegExp(`\\b${SETUP}.*\\b(worst|fails?|peor|pior|falla|falha)\\b`)]],
  ['bestSymbol', [new RegExp(`\\b${BEST}\\b.*\\b${SYMBOL}\\b`), new RegExp(`\\b${SYMBOL}\\b.*\\b(best|mejor|melhor)\\b`)]],
  ['worstSymbol', [new RegExp(`\\b${WORST}\\b.*\\b${SYMBOL}\\b`), new RegExp(`\\b${SYMBOL}\\b.*\\b(worst|peor|pior)\\b`)]],
  [
    'losingTimes',
    [
      /\bwhen\b.*\blos[et]/,
      /\blos[et] (the )?most\b/,
      /\bcuando pierdo\b|\bpierdo mas\b/,
      /\bquando (eu )?perco\b|\bperco mais\b/,
      new RegExp(`\\b${WORST}\\b.*\\b${TIME}\\b`),
      /\bbad (hours|days|times)\b/,
    ],
  ],
  [
    'winningTimes',
    [/\bwhen\b.*\bwin\b/, /\bwin (the )?most\b/, /\bcuando gano\b|\bgano mas\b/, /\bquando (eu )?ganho\b|\bganho mais\b/, new RegExp(`\\b${BEST}\\b.*\\b${TIME}\\b`)],
  ],
  [
    'overall',
    [
      /\bwin ?rate\b/,
      /\bhow am i doing\b/,
      /\boverall\b/,
      /\bprofit factor\b/,
      /\bexpectancy\b/,
      /\btasa de acierto\b|\btaxa de acerto\b/,
      /\bcomo (voy|estoy|estou|vou)\b/,
      /\bsummary\b|\bresumen\b|\bresumo\b/,
    ],
  ],
]

/** The intent of a question; `unknown` when nothing matches (the UI then offers the suggestions). */
export function parseIntent(text: string): CoachIntent {
  const question = normaliseQuestion(text)
  if (question === '') return 'unknown'
  let best: CoachIntent = 'unknown'
  let bestScore = 0
  for (const [intent, patterns] of PATTERNS) {
    const score = patterns.filter((pattern) => pattern.test(question)).length
    if (score > bestScore) {
      best = intent
      bestScore = score
    }
  }
  return best
}
