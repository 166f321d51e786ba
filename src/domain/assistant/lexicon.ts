import type { Weekday } from '../metrics'

/**
 * The assistant's word tables, English, Spanish and Portuguese together (a question is read against
 * all three, so "win rate en bitcoin" works too). Phrases are written as `normaliseQuestion` leaves
 * text: lower case, no accents, punctuation as spaces. A longer phrase wins over a shorter one inside
 * it ("racha perdedora" before "racha").
 */

/** What a question can ask for; each is a figure of the metrics engine. */
export type AssistantMetric =
  | 'summary'
  | 'winRate'
  | 'pnl'
  | 'profitFactor'
  | 'expectancy'
  | 'fees'
  | 'funding'
  | 'drawdown'
  | 'streaks'
  | 'winStreak'
  | 'lossStreak'
  | 'averageWin'
  | 'averageLoss'
  | 'averagePnl'
  | 'tradeCount'
  | 'bestTrade'
  | 'worstTrade'
  | 'riskReward'
  | 'averageRoi'

export const METRIC_PHRASES: Readonly<Record<AssistantMetric, readonly string[]>> = {
  summary: [
    'how am i doing',
    'how did i do',
    'how do i do',
    'summary',
    'stats',
    'statistics',
    'performance',
    'como voy',
    'como me va',
    'como me fue',
    'resumen',
    'estadisticas',
    'rendimiento',
    'como estou',
    'como eu estou',
    'como fui',
    'como me saio',
    'resumo',
    'estatisticas',
    'desempenho',
  ],
  winRate: [
    'win rate',
    'winrate',
    'win ratio',
    'win percentage',
    'hit rate',
    'success rate',
    'tasa de acierto',
    'tasa de aciertos',
    'porcentaje de acierto',
    'porcentaje de aciertos',
    'tasa de exito',
    'taxa de acerto',
    'taxa de acertos',
    'percentual de acerto',
    'taxa de sucesso',
    'porcentagem de acerto',
  ],
  pnl: [
    'pnl',
    'p l',
    'net p l',
    'profit',
    'profits',
    'net profit',
    'how much did i make',
    'how much have i made',
    'how much did i earn',
    'ganancia',
    'ganancias',
    'beneficio',
    'beneficios',
    'cuanto gane',
    'cuanto he ganado',
    'resultado',
    'lucro',
    'lucros',
    'quanto ganhei',
    'quanto lucrei',
  ],
  profitFactor: ['profit factor', 'factor de beneficio', 'factor de ganancia', 'factor de profit', 'fator de lucro', 'fator de lucratividade'],
  expectancy: ['expectancy', 'expected value', 'esperanza matematica', 'expectativa', 'valor esperado', 'esperanca matematica'],
  fees: ['fees', 'fee', 'commissions', 'commission', 'trading costs', 'comisiones', 'comision', 'costes', 'costos', 'comissoes', 'comissao', 'taxas', 'custos'],
  funding: ['funding', 'funding fees', 'funding rate', 'financiacion', 'financiamento'],
  drawdown: [
    'drawdown',
    'max drawdown',
    'maximum drawdown',
    'biggest drawdown',
    'drawdown maximo',
    'caida maxima',
    'mayor caida',
    'retroceso maximo',
    'rebaixamento',
    'queda maxima',
    'maior queda',
  ],
  streaks: ['streak', 'streaks', 'racha', 'rachas', 'sequencia', 'sequencias'],
  winStreak: [
    'winning streak',
    'win streak',
    'longest winning streak',
    'racha ganadora',
    'racha de ganancias',
    'racha de victorias',
    'sequencia de vitorias',
    'sequencia de ganhos',
    'sequencia vencedora',
  ],
  lossStreak: [
    'losing streak',
    'loss streak',
    'longest losing streak',
    'racha perdedora',
    'racha de perdidas',
    'sequencia de derrotas',
    'sequencia de perdas',
    'sequencia perdedora',
  ],
  averageWin: ['average win', 'avg win', 'average winner', 'ganancia media', 'ganancia promedio', 'promedio de ganancia', 'ganho medio', 'media de ganho', 'lucro medio'],
  averageLoss: ['average loss', 'avg loss', 'average loser', 'perdida media', 'perdida promedio', 'promedio de perdida', 'perda media', 'media de perda', 'prejuizo medio'],
  averagePnl: [
    'average p l',
    'average pnl',
    'average trade',
    'avg trade',
    'average p l per trade',
    'p l per trade',
    'pnl per trade',
    'media por operacion',
    'promedio por operacion',
    'media por trade',
    'promedio por trade',
    'media por operacao',
    'resultado medio',
  ],
  tradeCount: [
    'how many trades',
    'number of trades',
    'trade count',
    'total trades',
    'how many',
    'cuantos trades',
    'cuantas operaciones',
    'numero de operaciones',
    'numero de trades',
    'total de operaciones',
    'quantos trades',
    'quantas operacoes',
    'numero de operacoes',
    'total de trades',
    'total de operacoes',
  ],
  bestTrade: ['best trade', 'biggest win', 'largest win', 'mejor operacion', 'mejor trade', 'mayor ganancia', 'melhor trade', 'melhor operacao', 'maior ganho', 'maior lucro'],
  worstTrade: ['worst trade', 'biggest loss', 'largest loss', 'peor operacion', 'peor trade', 'mayor perdida', 'pior trade', 'pior operacao', 'maior perda', 'maior prejuizo'],
  riskReward: [
    'risk reward',
    'risk to reward',
    'payoff ratio',
    'riesgo beneficio',
    'relacion riesgo beneficio',
    'ratio riesgo beneficio',
    'risco retorno',
    'relacao risco retorno',
    'risco recompensa',
  ],
  averageRoi: ['roi', 'average roi', 'return on investment', 'roi medio', 'roi promedio', 'retorno'],
}

export type Direction = 'long' | 'short'
export const SIDE_PHRASES: Readonly<Record<Direction, readonly string[]>> = {
  long: ['long', 'longs', 'long trades', 'largo', 'largos', 'en largo', 'comprado', 'comprados', 'compras'],
  short: ['short', 'shorts', 'short trades', 'corto', 'cortos', 'en corto', 'vendido', 'vendidos', 'vendas', 'ventas'],
}

export const WEEKDAY_PHRASES: Readonly<Record<Weekday, readonly string[]>> = {
  1: ['monday', 'mondays', 'lunes', 'segunda', 'segunda feira', 'segundas', 'segundas feiras'],
  2: ['tuesday', 'tuesdays', 'martes', 'terca', 'terca feira', 'tercas', 'tercas feiras'],
  3: ['wednesday', 'wednesdays', 'miercoles', 'quarta', 'quarta feira', 'quartas', 'quartas feiras'],
  4: ['thursday', 'thursdays', 'jueves', 'quinta', 'quinta feira', 'quintas', 'quintas feiras'],
  5: ['friday', 'fridays', 'viernes', 'sexta', 'sexta feira', 'sextas', 'sextas feiras'],
  6: ['saturday', 'saturdays', 'sabado', 'sabados'],
  7: ['sunday', 'sundays', 'domingo', 'domingos'],
}

/** Month names, January first; "may" counts only after "in" or before a year (it is also a verb). */
export const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'enero', 'janeiro'],
  ['february', 'febrero', 'fevereiro'],
  ['march', 'marzo', 'marco'],
  ['april', 'abril'],
  ['may', 'mayo', 'maio'],
  ['june', 'junio', 'junho'],
  ['july', 'julio', 'julho'],
  ['august', 'agosto'],
  ['september', 'septiembre', 'setiembre', 'setembro'],
  ['october', 'octubre', 'outubro'],
  ['november', 'noviembre', 'novembro'],
  ['december', 'diciembre', 'dezembro'],
]

/** Periods named in words, as the journal's date presets (or a year relative to now). */
export type PeriodWord = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'lastYear'
export const PERIOD_PHRASES: Readonly<Record<PeriodWord, readonly string[]>> = {
  today: ['today', 'hoy', 'hoje'],
  yesterday: ['yesterday', 'ayer', 'ontem'],
  thisWeek: ['this week', 'current week', 'esta semana', 'semana actual', 'essa semana', 'nesta semana', 'semana atual'],
  lastWeek: ['last week', 'past week', 'previous week', 'la semana pasada', 'semana pasada', 'semana anterior', 'na semana passada', 'semana passada'],
  thisMonth: ['this month', 'current month', 'este mes', 'mes actual', 'esse mes', 'neste mes', 'mes atual'],
  lastMonth: ['last month', 'previous month', 'past month', 'el mes pasado', 'mes pasado', 'mes anterior', 'no mes passado', 'mes passado'],
  thisYear: ['this year', 'current year', 'este ano', 'ano actual', 'esse ano', 'neste ano', 'ano atual'],
  lastYear: ['last year', 'previous year', 'el ano pasado', 'ano pasado', 'ano anterior', 'no ano passado', 'ano passado'],
}

/** Well-known coins by name; a ticker alone ("btc", "sol") is matched against the trader's own coins. */
export const COIN_NAMES: Readonly<Record<string, readonly string[]>> = {
  BTC: ['bitcoin', 'bitcoins', 'btc'],
  ETH: ['ethereum', 'ether', 'eth'],
  SOL: ['solana'],
  XRP: ['ripple', 'xrp'],
  DOGE: ['dogecoin', 'doge'],
  ADA: ['cardano'],
  BNB: ['binance coin', 'bnb'],
  LTC: ['litecoin', 'ltc'],
  DOT: ['polkadot'],
  AVAX: ['avalanche', 'avax'],
  LINK: ['chainlink'],
  TRX: ['tron', 'trx'],
  TON: ['toncoin'],
}

/** Words that ask about the future or for advice: the journal only knows the past. */
export const FUTURE_WORDS: readonly string[] = [
  'tomorrow',
  'will',
  'should i',
  'predict',
  'prediction',
  'next week',
  'next month',
  'manana',
  'debo',
  'deberia',
  'predecir',
  'prediccion',
  'amanha',
  'devo',
  'deveria',
  'prever',
  'previsao',
  'proxima semana',
  'proximo mes',
]

/** "the last 30 days", "los ultimos 30 dias", "os ultimos 30 dias". */
export const LAST_DAYS = /\b(?:last|past|ultimos|ultimas)\s+(\d{1,3})\s+(?:days|dias)\b/

/**
 * Words that carry no subject: what is left of a question once its figures and subsets are read.
 * A word after "on", "for", "en", "em"... that is neither one of these nor anything known is a
 * subject the journal does not have, and the assistant says so rather than answering for everything.
 */
export const FILLER_WORDS = new Set(
  (
    'a an the my me i is are was were what whats which how much many do does did have has had of on in at for with by to from and or my all trades trade trading overall total ' +
    'average my show tell give please vs versus compared against between during this that these those it its so far ' +
    'el la los las un una mi mis es son fue cual cuales que cual como cuanto cuantos de del en con por para y o mis todas todos operaciones operacion trades total ' +
    'o os as um uma meu minha meus minhas e sao foi qual quais que como quanto quantos do da dos das no na nos nas em com por para ou operacoes operacao ' +
    'mostrame dime muestrame mostre diga contra frente comparado comparada entre durante tengo tenho general geral ' +
    'setup setups estrategia tag etiqueta exchange account cuenta conta coin moneda moeda symbol simbolo pair par side lado'
  ).split(' '),
)

/** Prepositions that introduce a subset ("win rate on X", "tasa de acierto en X", "taxa de acerto em X"). */
export const SUBJECT_PREPOSITIONS = new Set(['on', 'for', 'with', 'in', 'en', 'con', 'para', 'em', 'no', 'na', 'com'])
