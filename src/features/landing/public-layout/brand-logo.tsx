import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BASELINE, BODY_RADIUS, BRAND_COLOURS, CANDLES, LOGO_VARIANTS, MARK_GRID, MARK_RADIUS, PRODUCT_NAME, WICK_WIDTH } from '../logo/logo-geometry'
import * as styles from './brand-logo.css'

/** The product mark (the app icon's drawing), inline so it costs no request. */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  // Each instance needs its own gradient id: the mark appears in the top bar and the footer at once.
  const gradientId = `logo-tile-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const tile = LOGO_VARIANTS.light
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${MARK_GRID} ${MARK_GRID}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={tile.tileTop} />
          <stop offset="1" stopColor={tile.tileBottom} />
        </linearGradient>
      </defs>
      <rect width={MARK_GRID} height={MARK_GRID} rx={MARK_RADIUS} fill={`url(#${gradientId})`} />
      <rect className={styles.tileEdge} x={8} y={8} width={MARK_GRID - 16} height={MARK_GRID - 16} rx={MARK_RADIUS - 8} />
      {CANDLES.map((candle) => {
        const colour = candle.up ? BRAND_COLOURS.up : BRAND_COLOURS.down
        return (
          <g key={candle.x}>
            <line x1={candle.x} y1={candle.wickTop} x2={candle.x} y2={candle.wickBottom} stroke={colour} strokeWidth={WICK_WIDTH} strokeLinecap="round" />
            <rect {...candle.body} rx={BODY_RADIUS} fill={colour} />
          </g>
        )
      })}
      <line x1={BASELINE.x1} y1={BASELINE.y} x2={BASELINE.x2} y2={BASELINE.y} stroke={BRAND_COLOURS.baseline} strokeWidth={BASELINE.width} strokeLinecap="round" />
    </svg>
  )
}

/**
 * Mark + wordmark, linking home. The product name is a brand and stays untranslated. `compact` drops
 * the wordmark on narrow phones, where the top bar needs the room for its controls.
 */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  return (
    <Link to="/" className={styles.brandLink} aria-label={t`${PRODUCT_NAME} home`}>
      <LogoMark size={32} />
      <span className={compact ? styles.compactWordmark : undefined}>{PRODUCT_NAME}</span>
    </Link>
  )
}
