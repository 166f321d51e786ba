import type { CardTone, ShareCardFields } from './share-card'

/** The image card's size: the 1.91:1 of link previews, so it shows whole in chats and feeds. */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

const PADDING = 72
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/** Fixed colours: a shared image looks the same whatever theme the sender uses. */
export const CARD_COLOURS = {
  background: '#0f172a',
  panel: '#1e293b',
  text: '#f8fafc',
  muted: '#94a3b8',
  gain: '#22c55e',
  loss: '#ef4444',
  neutral: '#e2e8f0',
} as const

export interface CardText {
  readonly text: string
  readonly x: number
  /** Baseline. */
  readonly y: number
  readonly size: number
  readonly weight: 400 | 600 | 800
  readonly colour: string
  readonly align: 'left' | 'right'
  /** Squeezed to fit (canvas fillText's maxWidth). */
  readonly maxWidth: number
}

export interface CardLayout {
  readonly width: number
  readonly height: number
  readonly background: string
  /** A rounded panel behind the figures. */
  readonly panel: { readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly radius: number; readonly colour: string }
  readonly texts: readonly CardText[]
}

const colourOf = (tone: CardTone) => CARD_COLOURS[tone]

export const cardFont = (text: Pick<CardText, 'size' | 'weight'>) => `${text.weight} ${text.size}px ${FONT}`

/**
 * Where everything goes on the image card. Pure: the canvas code only draws what this returns, so
 * what the image says (and, under blur-sensitive-data, what it leaves out) is tested here.
 */
export function layoutShareCard(fields: ShareCardFields, appName: string): CardLayout {
  const { words } = fields
  const inner = CARD_WIDTH - PADDING * 2
  const right = CARD_WIDTH - PADDING
  const text = (value: string, x: number, y: number, size: number, weight: CardText['weight'], colour: string, align: CardText['align'] = 'left', maxWidth = inner): CardText => ({
    text: value,
    x,
    y,
    size,
    weight,
    colour,
    align,
    maxWidth,
  })
  const texts: CardText[] = [
    text(fields.symbol, PADDING, 140, 72, 800, CARD_COLOURS.text, 'left', inner * 0.62),
    text(fields.sideLine, PADDING, 196, 34, 600, CARD_COLOURS.muted, 'left', inner * 0.62),
  ]
  if (fields.outcome) texts.push(text(fields.outcome, right, 140, 48, 800, colourOf(fields.outcomeTone), 'right', inner * 0.36))

  // The panel: ROI large, the net P&L (or the note that amounts are hidden) beside it.
  const panelY = 248
  texts.push(text(words.roi, PADDING + 40, panelY + 62, 28, 600, CARD_COLOURS.muted, 'left', inner / 2 - 60))
  texts.push(text(fields.roi ?? '—', PADDING + 40, panelY + 150, 88, 800, colourOf(fields.roiTone), 'left', inner / 2 - 60))
  texts.push(text(words.netPnl, PADDING + inner / 2 + 20, panelY + 62, 28, 600, CARD_COLOURS.muted, 'left', inner / 2 - 60))
  texts.push(
    fields.hidden
      ? text(words.amountsHidden, PADDING + inner / 2 + 20, panelY + 140, 40, 600, CARD_COLOURS.muted, 'left', inner / 2 - 60)
      : text(fields.netPnl ?? '—', PADDING + inner / 2 + 20, panelY + 140, 56, 800, colourOf(fields.roiTone), 'left', inner / 2 - 60),
  )

  const prices = fields.exit ? `${words.entry} ${fields.entry}  →  ${words.exit} ${fields.exit}` : `${words.entry} ${fields.entry}`
  texts.push(text(prices, PADDING, 500, 32, 600, CARD_COLOURS.text))
  texts.push(text(fields.date, PADDING, 566, 28, 400, CARD_COLOURS.muted, 'left', inner / 2))
  texts.push(text(appName, right, 566, 28, 800, CARD_COLOURS.text, 'right', inner / 2))

  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    background: CARD_COLOURS.background,
    panel: { x: PADDING, y: panelY, width: inner, height: 190, radius: 24, colour: CARD_COLOURS.panel },
    texts,
  }
}
