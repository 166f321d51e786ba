/**
 * The labels Binance, Bybit and OKX print beside a figure on their position / P&L share cards and
 * history rows, in the English, Spanish and Portuguese interfaces. Written as the OCR text is
 * compared: lower case, accents and punctuation removed (see normaliseWord).
 */
export type LabelledField = 'entryPrice' | 'exitPrice' | 'markPrice' | 'quantity' | 'margin' | 'realisedPnl' | 'roiPercent' | 'fee' | 'openedAt' | 'closedAt'

export type CardLanguage = 'en' | 'es' | 'pt'

type LabelTable = Readonly<Record<LabelledField, Readonly<Partial<Record<CardLanguage, readonly string[]>>>>>

export const FIELD_LABELS: LabelTable = {
  entryPrice: {
    en: ['entry price', 'avg entry price', 'open price', 'avg open price', 'average entry price'],
    es: ['precio de entrada', 'precio de apertura', 'precio medio de entrada'],
    pt: ['preco de entrada', 'preco de abertura', 'preco medio de entrada'],
  },
  exitPrice: {
    en: ['exit price', 'close price', 'avg close price', 'closing price', 'avg exit price'],
    es: ['precio de salida', 'precio de cierre', 'precio medio de cierre'],
    pt: ['preco de saida', 'preco de fechamento', 'preco medio de fechamento'],
  },
  markPrice: {
    en: ['mark price', 'last price'],
    es: ['precio de marca', 'ultimo precio'],
    pt: ['preco de marcacao', 'ultimo preco'],
  },
  quantity: {
    en: ['quantity', 'qty', 'size', 'position size', 'closed vol', 'filled', 'amount'],
    es: ['cantidad', 'tamano', 'tamano de posicion', 'vol cerrado'],
    pt: ['quantidade', 'tamanho', 'tamanho da posicao', 'vol fechado'],
  },
  margin: { en: ['margin'], es: ['margen'], pt: ['margem'] },
  realisedPnl: {
    en: ['realized pnl', 'realised pnl', 'closed pnl', 'closing pnl', 'realized profit', 'pnl'],
    es: ['pnl realizado', 'pyg realizadas', 'pyg cerradas', 'ganancia realizada'],
    pt: ['pnl realizado', 'l p realizado', 'lucro realizado', 'l p fechado'],
  },
  roiPercent: { en: ['roi', 'roe', 'pnl ratio'], es: ['roi', 'rentabilidad'], pt: ['roi', 'rentabilidade'] },
  fee: {
    en: ['fee', 'fees', 'trading fee'],
    es: ['comision', 'comisiones', 'comision de trading'],
    pt: ['taxa', 'taxas', 'taxa de negociacao'],
  },
  openedAt: {
    en: ['opened', 'open time', 'opening time'],
    es: ['abierto', 'hora de apertura', 'apertura'],
    pt: ['aberto', 'horario de abertura', 'abertura'],
  },
  closedAt: {
    en: ['closed', 'close time', 'closing time', 'trade time'],
    es: ['cerrado', 'hora de cierre', 'cierre'],
    pt: ['fechado', 'horario de fechamento', 'fechamento'],
  },
}

export interface LabelPhrase {
  readonly field: LabelledField
  readonly language: CardLanguage
  readonly words: readonly string[]
}

/** Every phrase, longest first, so 'closed pnl' wins over 'closed' and 'pnl'. */
export const LABEL_PHRASES: readonly LabelPhrase[] = Object.entries(FIELD_LABELS)
  .flatMap(([field, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([language, phrases]) =>
      (phrases ?? []).map((phrase) => ({ field: field as LabelledField, language: language as CardLanguage, words: phrase.split(' ') })),
    ),
  )
  .sort((a, b) => b.words.length - a.words.length)

/** Lower case, accents off, punctuation off: `Preço` → `preco`, `P&L` → `p l`, `Avg.` → `avg`. */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/p&l/g, 'pnl')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
}

export const SIDE_WORDS: Readonly<Record<string, 'long' | 'short'>> = {
  long: 'long',
  buy: 'long',
  largo: 'long',
  compra: 'long',
  comprar: 'long',
  short: 'short',
  sell: 'short',
  corto: 'short',
  venta: 'short',
  vender: 'short',
  venda: 'short',
  vendido: 'short',
  comprado: 'long',
}

export const PERPETUAL_WORDS = ['perpetual', 'perp', 'swap', 'perpetuo', 'perpetua']
export const SPOT_WORDS = ['spot', 'contado']
export const INVERSE_WORDS = ['inverse', 'inverso', 'coinm']
export const EXCHANGE_WORDS: Readonly<Record<string, 'Binance' | 'Bybit' | 'OKX'>> = { binance: 'Binance', bybit: 'Bybit', okx: 'OKX' }
