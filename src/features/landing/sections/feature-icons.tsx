import type { ReactNode } from 'react'

export type FeatureIconName = 'logging' | 'imports' | 'analytics' | 'tags' | 'mobile'

const PATHS: Record<FeatureIconName, ReactNode> = {
  logging: <path d="M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h5" />,
  imports: <path d="M12 3v12M7 10l5 5 5-5M4 17v3h16v-3" />,
  analytics: <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  tags: <path d="M3 12V4h8l9 9-8 8zM7.5 8.5h.01" />,
  mobile: <path d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" />,
}

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  )
}
