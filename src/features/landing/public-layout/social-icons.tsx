import type { ReactNode } from 'react'

/**
 * Generic glyphs for the footer's social placeholders (docs/product.md: no target yet). Drawn by hand rather
 * than using the networks' trademarked logos; each carries the network's name as its label.
 */
const GLYPHS: Record<string, ReactNode> = {
  X: <path d="M6 6l12 12M18 6L6 18" />,
  Discord: <path d="M5 7h14v8H11l-4 3v-3H5z" />,
  Telegram: <path d="M4 12l16-7-3 15-5-4-3 3v-5l8-6" />,
  YouTube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3" />
      <path d="M10 9.5v5l4-2.5z" />
    </>
  ),
}

export const SOCIAL_NETWORKS = Object.keys(GLYPHS)

export function SocialGlyph({ network }: { network: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  )
}
