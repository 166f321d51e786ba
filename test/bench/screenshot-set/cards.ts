// The screenshot test set: exchange cards and history rows rendered as HTML from known values, so a
// reading can be scored field by field. Used by `npm run bench -- --only screenshot` (the full set),
// the accuracy e2e test (a fixed sample) and the upload e2e test. Deterministic: same seed, same set.

export type CardStyle = 'binance-card' | 'bybit-card' | 'okx-card' | 'binance-row' | 'bybit-row' | 'okx-row'
export type CardLanguage = 'en' | 'es' | 'pt'
export type Degradation = 'none' | 'jpeg60' | 'scale075' | 'statusbar'

export interface CardSpec {
  readonly id: string
  readonly style: CardStyle
  readonly language: CardLanguage
  readonly theme: 'light' | 'dark'
  readonly viewport: { readonly width: number; readonly height: number; readonly scale: number; readonly name: 'phone' | 'desktop' }
  readonly degradation: Degradation
  readonly decimalComma: boolean
  /** What the image shows, as the reader should return it (field name → decimal or text). */
  readonly expected: Readonly<Record<string, string>>
  readonly html: string
}

const ASSETS = [
  { base: 'BTC', price: 98765.4, decimals: 1, quantity: 0.0042 },
  { base: 'ETH', price: 3120.55, decimals: 2, quantity: 0.6 },
  { base: 'SOL', price: 142.315, decimals: 3, quantity: 12 },
  { base: 'XRP', price: 0.5123, decimals: 4, quantity: 1500 },
  { base: 'DOGE', price: 0.12345, decimals: 5, quantity: 8000 },
  { base: 'PEPE', price: 0.00001234, decimals: 8, quantity: 150000000 },
] as const

type Text = Readonly<Record<CardLanguage, string>>
const L = (en: string, es: string, pt: string): Text => ({ en, es, pt })

const LABELS = {
  entry: L('Entry Price', 'Precio de entrada', 'Preço de entrada'),
  exit: L('Exit Price', 'Precio de salida', 'Preço de saída'),
  close: L('Avg. Close Price', 'Precio medio de cierre', 'Preço médio de fechamento'),
  last: L('Last Price', 'Último precio', 'Último preço'),
  bybitPnl: L('Closed P&L', 'PyG cerradas', 'L&P fechado'),
  pnl: L('Realized PnL', 'PnL realizado', 'PnL realizado'),
  roi: L('ROI', 'ROI', 'ROI'),
  qty: L('Qty', 'Cantidad', 'Quantidade'),
  closedVol: L('Closed Vol.', 'Vol. cerrado', 'Vol. fechado'),
  fee: L('Trading Fee', 'Comisión', 'Taxa'),
  opened: L('Opened', 'Abierto', 'Aberto'),
  closed: L('Closed', 'Cerrado', 'Fechado'),
  perpetual: L('Perpetual', 'Perpetuo', 'Perpétuo'),
  long: L('Long', 'Largo', 'Comprado'),
  short: L('Short', 'Corto', 'Vendido'),
}

/** A small seeded generator (mulberry32): the set is the same on every machine. */
function random(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function formatNumber(value: number, decimals: number, comma: boolean, sign = false): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.') as [string, string | undefined]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, comma ? '.' : ',')
  const text = fraction ? `${grouped}${comma ? ',' : '.'}${fraction}` : grouped
  return `${value < 0 ? '-' : sign ? '+' : ''}${text}`
}

const plain = (value: number, decimals: number) => value.toFixed(decimals)

function formatTime(date: Date, language: CardLanguage): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const [y, m, d, h, min, s] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
  return language === 'en' ? `${y}-${pad(m)}-${pad(d)} ${pad(h)}:${pad(min)}:${pad(s)}` : `${pad(d)}/${pad(m)}/${y} ${pad(h)}:${pad(min)}:${pad(s)}`
}
const wallClock = (date: Date) => date.toISOString().slice(0, 19)

const STYLES: readonly CardStyle[] = ['binance-card', 'bybit-card', 'okx-card', 'binance-row', 'bybit-row', 'okx-row']
const DEGRADATIONS: readonly Degradation[] = ['none', 'none', 'jpeg60', 'scale075', 'statusbar']
const PHONE = { width: 390, height: 844, scale: 3, name: 'phone' } as const
const DESKTOP = { width: 1280, height: 800, scale: 1, name: 'desktop' } as const

/** `count` cards cycling through styles, languages, themes, sizes and degradations. */
export function screenshotSet(count: number, seed = 30): CardSpec[] {
  const next = random(seed)
  return Array.from({ length: count }, (_, index) => {
    const style = STYLES[index % STYLES.length]!
    const language = (['en', 'es', 'pt'] as const)[Math.floor(index / STYLES.length) % 3]!
    const theme = Math.floor(index / 18) % 2 === 0 ? 'light' : 'dark'
    const viewport = Math.floor(index / 36) % 2 === 0 ? PHONE : DESKTOP
    const degradation = DEGRADATIONS[index % DEGRADATIONS.length]!
    return makeCard({ id: `${String(index).padStart(3, '0')}-${style}-${language}`, style, language, theme, viewport, degradation, next })
  })
}

function makeCard(options: {
  id: string
  style: CardStyle
  language: CardLanguage
  theme: 'light' | 'dark'
  viewport: CardSpec['viewport']
  degradation: Degradation
  next: () => number
}): CardSpec {
  const { style, language, next } = options
  const asset = ASSETS[Math.floor(next() * ASSETS.length)]!
  const side = next() < 0.5 ? 'long' : 'short'
  const leverage = [2, 5, 10, 20, 25, 50, 75][Math.floor(next() * 7)]!
  const decimalComma = language !== 'en' && next() < 0.5
  const entry = Number((asset.price * (0.8 + next() * 0.4)).toFixed(asset.decimals))
  const move = (next() - 0.5) * 0.06 // up to 3 % either way: wins and losses
  const exit = Number((entry * (1 + move)).toFixed(asset.decimals))
  const direction = side === 'long' ? 1 : -1
  const roi = Number((((direction * (exit - entry)) / entry) * leverage * 100).toFixed(2))
  const quantity = asset.quantity
  const fee = Number((quantity * exit * 0.0005).toFixed(4))
  const pnl = Number((direction * (exit - entry) * quantity - fee).toFixed(4))
  const opened = new Date(Date.UTC(2026, Math.floor(next() * 11), 1 + Math.floor(next() * 27), Math.floor(next() * 24), Math.floor(next() * 60), Math.floor(next() * 60)))
  const closed = new Date(opened.getTime() + Math.floor(next() * 72 * 3600) * 1000)
  const exchange = style.startsWith('binance') ? 'Binance' : style.startsWith('bybit') ? 'Bybit' : 'OKX'
  const symbol = exchange === 'OKX' ? `${asset.base}-USDT-SWAP` : `${asset.base}USDT`
  const n = (value: number, decimals: number, sign = false) => formatNumber(value, decimals, decimalComma, sign)
  const sideText = LABELS[side][language]
  const card = style.endsWith('card')
  const expected: Record<string, string> = {
    symbol,
    marketType: 'linear',
    side,
    leverage: String(leverage),
    entryPrice: plain(entry, asset.decimals),
    exitPrice: plain(exit, asset.decimals),
  }
  let body: string
  const head = `<div class="head"><span class="symbol">${symbol}</span>${exchange === 'OKX' ? '' : ` <span class="muted">${LABELS.perpetual[language]}</span>`}</div>
    <div class="tags"><span class="side ${side}">${sideText}</span> <span class="lev">${exchange === 'OKX' ? `${leverage}x` : `${leverage}x`}</span></div>`
  if (card) {
    expected.exchange = exchange
    expected.roiPercent = plain(roi, 2)
    const second = exchange === 'Binance' ? LABELS.last : exchange === 'Bybit' ? LABELS.exit : LABELS.close
    const pnlLabel = exchange === 'Bybit' ? LABELS.bybitPnl : LABELS.pnl
    const pnlCell = exchange === 'Binance' ? '' : `<div class="cell"><div class="label">${pnlLabel[language]}</div><div class="value">${n(pnl, 4, true)}</div></div>`
    if (exchange !== 'Binance') expected.realisedPnl = plain(pnl, 4)
    body = `<div class="brand">${exchange === 'Binance' ? 'BINANCE' : exchange}</div>${head}
      <div class="roi ${roi < 0 ? 'loss' : 'win'}">${n(roi, 2, true)}%</div>
      <div class="grid"><div class="cell"><div class="label">${LABELS.entry[language]}</div><div class="value">${n(entry, asset.decimals)}</div></div>
      <div class="cell"><div class="label">${second[language]}</div><div class="value">${n(exit, asset.decimals)}</div></div>${pnlCell}</div>`
  } else {
    Object.assign(expected, { realisedPnl: plain(pnl, 4), quantity: String(quantity), fee: plain(fee, 4), openedAt: wallClock(opened), closedAt: wallClock(closed) })
    const pnlLabel = exchange === 'Bybit' ? LABELS.bybitPnl : LABELS.pnl
    const exitLabel = exchange === 'Binance' ? LABELS.close : LABELS.exit
    const qtyLabel = exchange === 'Binance' ? LABELS.closedVol : LABELS.qty
    const rows: [string, string][] = [
      [pnlLabel[language], n(pnl, 4, true)],
      [LABELS.entry[language], n(entry, asset.decimals)],
      [exitLabel[language], n(exit, asset.decimals)],
      [qtyLabel[language], `${n(quantity, quantity % 1 === 0 ? 0 : 4)} ${asset.base}`],
      [LABELS.fee[language], n(fee, 4)],
      [LABELS.opened[language], formatTime(opened, language)],
      [LABELS.closed[language], formatTime(closed, language)],
    ]
    expected.quantity = plain(quantity, quantity % 1 === 0 ? 0 : 4)
    body = `${head}<div class="rows">${rows.map(([label, value]) => `<div class="row"><span class="label">${label}</span><span class="value">${value}</span></div>`).join('')}</div>`
  }
  return { id: options.id, style, language, theme: options.theme, viewport: options.viewport, degradation: options.degradation, decimalComma, expected, html: page(body, options) }
}

function page(body: string, options: { theme: 'light' | 'dark'; viewport: CardSpec['viewport']; degradation: Degradation; style: CardStyle }): string {
  const dark = options.theme === 'dark'
  const accent = options.style.startsWith('binance') ? '#f0b90b' : options.style.startsWith('bybit') ? '#f7a600' : '#1f6fff'
  const statusBar = options.degradation === 'statusbar' ? '<div class="status"><span>9:41</span><span>5G ▮▮▮ 87%</span></div>' : ''
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; background: ${dark ? '#0b0e11' : '#f5f5f5'}; color: ${dark ? '#eaecef' : '#1e2329'}; }
  .status { display: flex; justify-content: space-between; padding: 8px 20px; font-size: 14px; font-weight: 600; }
  .card { margin: 16px; padding: 20px; border-radius: 16px; background: ${dark ? '#1e2329' : '#ffffff'}; max-width: 420px; }
  .brand { color: ${accent}; font-weight: 800; font-size: 22px; margin-bottom: 14px; letter-spacing: 1px; }
  .head { font-size: 20px; font-weight: 700; } .muted, .label { color: ${dark ? '#929aa5' : '#707a8a'}; }
  .head .muted { font-size: 15px; font-weight: 400; }
  .tags { margin: 8px 0 12px; font-size: 15px; } .side.long { color: #0ecb81; } .side.short { color: #f6465d; }
  .lev { margin-left: 14px; }
  .roi { font-size: 40px; font-weight: 800; margin: 10px 0 18px; } .win { color: #0ecb81; } .loss { color: #f6465d; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 18px 36px; }
  .cell .label { font-size: 14px; } .cell .value { font-size: 18px; font-weight: 600; margin-top: 4px; }
  .rows { display: grid; gap: 12px; } .row { display: flex; justify-content: space-between; font-size: 15px; gap: 24px; }
  .row .value { font-weight: 600; }
  </style></head><body>${statusBar}<div class="card">${body}</div></body></html>`
}
