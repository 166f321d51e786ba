import {
  BASELINE,
  BODY_RADIUS,
  BRAND_COLOURS,
  CANDLES,
  LOCKUP,
  LOGO_VARIANTS,
  MARK_GRID,
  MARK_RADIUS,
  MARK_SIZE,
  PRODUCT_NAME,
  WICK_WIDTH,
  type LogoForm,
  type LogoVariant,
} from './logo-geometry'

/** The mark as a nested <svg> sized 64x64, with explicit colours, for standalone files. */
function markElement(variant: LogoVariant): string {
  const colours = LOGO_VARIANTS[variant]
  const candles = CANDLES.map((candle) => {
    const colour = candle.up ? BRAND_COLOURS.up : BRAND_COLOURS.down
    const { x, y, width, height } = candle.body
    return (
      `<line x1="${candle.x}" y1="${candle.wickTop}" x2="${candle.x}" y2="${candle.wickBottom}" stroke="${colour}" stroke-width="${WICK_WIDTH}" stroke-linecap="round"/>` +
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${BODY_RADIUS}" fill="${colour}"/>`
    )
  }).join('')
  return (
    `<svg x="0" y="0" width="${MARK_SIZE}" height="${MARK_SIZE}" viewBox="0 0 ${MARK_GRID} ${MARK_GRID}">` +
    `<defs><linearGradient id="tile-${variant}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.tileTop}"/><stop offset="1" stop-color="${colours.tileBottom}"/></linearGradient></defs>` +
    `<rect width="${MARK_GRID}" height="${MARK_GRID}" rx="${MARK_RADIUS}" fill="url(#tile-${variant})"/>` +
    candles +
    `<line x1="${BASELINE.x1}" y1="${BASELINE.y}" x2="${BASELINE.x2}" y2="${BASELINE.y}" stroke="${BRAND_COLOURS.baseline}" stroke-width="${BASELINE.width}" stroke-linecap="round"/>` +
    `</svg>`
  )
}

export interface LogoFile {
  markup: string
  width: number
  height: number
}

/** A complete, standalone SVG document of the logo (transparent background). */
export function logoSvg(variant: LogoVariant, form: LogoForm): LogoFile {
  const colours = LOGO_VARIANTS[variant]
  const width = form === 'full' ? LOCKUP.width : MARK_SIZE
  const height = MARK_SIZE
  const wordmark =
    form === 'full'
      ? `<text x="${LOCKUP.textX}" y="${LOCKUP.textY}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${LOCKUP.fontSize}" font-weight="700" textLength="${LOCKUP.textLength}" lengthAdjust="spacingAndGlyphs" fill="${colours.text}">${PRODUCT_NAME}</text>`
      : ''
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${PRODUCT_NAME}">` +
    `<title>${PRODUCT_NAME}</title>${markElement(variant)}${wordmark}</svg>`
  return { markup, width, height }
}

export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
}

export function logoFileName(variant: LogoVariant, form: LogoForm, extension: 'svg' | 'png'): string {
  return `trading-journal-${form === 'full' ? 'logo' : 'icon'}-${variant}.${extension}`
}
