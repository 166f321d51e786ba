/**
 * The app's icon (public/favicon.svg) inline, so the install card never shows a broken image when
 * it appears offline before the service worker caches /icons.
 */
export function AppIcon({ className, size = 44 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="install-card-icon-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e293b" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill="url(#install-card-icon-bg)" />
      <g transform="translate(96 100)" strokeLinecap="round">
        <line x1="60" y1="104" x2="60" y2="252" stroke="#22c55e" strokeWidth="12" />
        <rect x="38" y="136" width="44" height="88" rx="8" fill="#22c55e" />
        <line x1="160" y1="64" x2="160" y2="226" stroke="#ef4444" strokeWidth="12" />
        <rect x="138" y="96" width="44" height="98" rx="8" fill="#ef4444" />
        <line x1="260" y1="16" x2="260" y2="184" stroke="#22c55e" strokeWidth="12" />
        <rect x="238" y="44" width="44" height="110" rx="8" fill="#22c55e" />
        <line x1="24" y1="290" x2="296" y2="290" stroke="#e2e8f0" strokeWidth="14" />
      </g>
    </svg>
  )
}
