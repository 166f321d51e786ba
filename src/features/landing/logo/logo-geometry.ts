/**
 * The product logo as data, so the inline mark on public pages and the downloadable files on
 * /logo-download are drawn from one source. It is the drawing of public/favicon.svg (the installed
 * app's icon): a dark rounded tile with three candles (up, down, up) over a baseline, in a 512 grid.
 */
export const MARK_GRID = 512
export const MARK_RADIUS = 112

export interface Candle {
  x: number
  wickTop: number
  wickBottom: number
  body: { x: number; y: number; width: number; height: number }
  up: boolean
}

// Coordinates are the favicon's, with its translate(96 100) folded in.
export const CANDLES: readonly Candle[] = [
  { x: 156, wickTop: 204, wickBottom: 352, body: { x: 134, y: 236, width: 44, height: 88 }, up: true },
  { x: 256, wickTop: 164, wickBottom: 326, body: { x: 234, y: 196, width: 44, height: 98 }, up: false },
  { x: 356, wickTop: 116, wickBottom: 284, body: { x: 334, y: 144, width: 44, height: 110 }, up: true },
]
export const WICK_WIDTH = 12
export const BODY_RADIUS = 8
export const BASELINE = { x1: 120, x2: 392, y: 390, width: 14 } as const

/** Brand colours of the drawing; they are the same in every theme, like the app icon. */
export const BRAND_COLOURS = { up: '#22c55e', down: '#ef4444', baseline: '#e2e8f0' } as const

export const PRODUCT_NAME = 'Trading Journal'

/** The full lockup in a 64-unit-high box: the mark (64x64) then the wordmark, fitted with textLength. */
export const MARK_SIZE = 64
export const LOCKUP = { width: 330, height: MARK_SIZE, textX: 80, textY: 42, fontSize: 28, textLength: 246 } as const

/**
 * Light: for white or light backgrounds (dark wordmark). Dark: for dark backgrounds (light wordmark,
 * and a slightly lighter tile so it still stands off a near-black page).
 */
export const LOGO_VARIANTS = {
  light: { tileTop: '#1e293b', tileBottom: '#0f172a', text: '#0f172a' },
  dark: { tileTop: '#334155', tileBottom: '#1e293b', text: '#f1f5f9' },
} as const

export type LogoVariant = keyof typeof LOGO_VARIANTS
export type LogoForm = 'full' | 'mark'
