import { useLingui } from '@lingui/react/macro'
import * as styles from './dashboard-preview.css'

/**
 * A drawn (not photographed) dashboard for the landing page: inline SVG coloured by the theme tokens,
 * so it follows light and dark mode, scales to any width and costs no image download or chart library.
 * The numbers are illustrative.
 */
const EQUITY = [0, 4, 3, 8, 12, 10, 15, 19, 17, 22, 28, 25, 31, 36, 33, 40, 46, 43, 50, 57, 55, 62, 70, 78]
const DAILY = [3, -2, 5, 1, -4, 6, 2, -1, 4, 7, -3, 2, 5, -2, 1, 8, -5, 3, 4, -1, 6, 2, -2, 5, 3, -1, 7, 4, -3, 6]

const CHART = { x: 40, y: 210, width: 560, height: 190 }

function equityPath(): { line: string; area: string } {
  const max = Math.max(...EQUITY)
  const step = CHART.width / (EQUITY.length - 1)
  const points = EQUITY.map((v, i) => `${(CHART.x + i * step).toFixed(1)},${(CHART.y + CHART.height - (v / max) * CHART.height).toFixed(1)}`)
  const line = `M${points.join(' L')}`
  const bottom = CHART.y + CHART.height
  return { line, area: `${line} L${CHART.x + CHART.width},${bottom} L${CHART.x},${bottom} Z` }
}

export function DashboardPreview() {
  const { t } = useLingui()
  const kpis = [
    { label: t`Net P&L (after fees)`, value: '+$12,480', tone: styles.profitText },
    { label: t`Win rate`, value: '58.3%', tone: styles.value },
    { label: t`Profit factor`, value: '1.92', tone: styles.value },
    { label: t`Max drawdown`, value: '−6.4%', tone: styles.lossText },
  ]
  const costs = [
    { label: t`Trading fees`, amount: '$1,204', share: 1 },
    { label: t`Funding paid`, amount: '$318', share: 0.26 },
    { label: t`Funding received`, amount: '$142', share: 0.12 },
  ]
  const { line, area } = equityPath()
  const dailyMax = Math.max(...DAILY.map(Math.abs))
  return (
    <svg className={styles.svg} viewBox="0 0 960 600" role="img" aria-label={t`Dashboard with net P&L, win rate, equity curve, fees and funding`}>
      <rect className={styles.frame} x="0.5" y="0.5" width="959" height="599" rx="16" />
      <path className={styles.chrome} d="M16.5 0.5h927a16 16 0 0 1 16 16v24h-959v-24a16 16 0 0 1 16-16z" />
      {[24, 44, 64].map((cx) => (
        <circle key={cx} className={styles.dot} cx={cx} cy="20" r="6" />
      ))}
      <text className={styles.label} x="480" y="26" textAnchor="middle">{t`Dashboard`}</text>
      {kpis.map((kpi, i) => (
        <g key={kpi.label} transform={`translate(${20 + i * 234} 60)`}>
          <rect className={styles.panel} width="218" height="94" rx="12" />
          <text className={styles.label} x="16" y="30">
            {kpi.label}
          </text>
          <text className={kpi.tone} x="16" y="72">
            {kpi.value}
          </text>
        </g>
      ))}
      <rect className={styles.panel} x="20" y="170" width="600" height="250" rx="12" />
      <text className={styles.title} x="40" y="198">{t`Equity curve`}</text>
      {[0.25, 0.5, 0.75].map((f) => (
        <line key={f} className={styles.grid} x1={CHART.x} x2={CHART.x + CHART.width} y1={CHART.y + CHART.height * f} y2={CHART.y + CHART.height * f} />
      ))}
      <path className={styles.area} d={area} />
      <path className={styles.curve} d={line} />
      <rect className={styles.panel} x="636" y="170" width="304" height="250" rx="12" />
      <text className={styles.title} x="656" y="198">{t`Fees and funding`}</text>
      {costs.map((cost, i) => (
        <g key={cost.label} transform={`translate(656 ${234 + i * 62})`}>
          <text className={styles.label} x="0" y="0">
            {cost.label}
          </text>
          <text className={styles.label} x="264" y="0" textAnchor="end">
            {cost.amount}
          </text>
          <rect className={styles.track} x="0" y="12" width="264" height="12" rx="6" />
          <rect className={i === 2 ? styles.profitBar : styles.lossBar} x="0" y="12" width={264 * cost.share} height="12" rx="6" />
        </g>
      ))}
      <rect className={styles.panel} x="20" y="436" width="920" height="144" rx="12" />
      <text className={styles.title} x="40" y="464">{t`Daily net P&L`}</text>
      <line className={styles.grid} x1="40" x2="920" y1="522" y2="522" />
      {DAILY.map((v, i) => {
        const h = (Math.abs(v) / dailyMax) * 44
        return <rect key={i} className={v >= 0 ? styles.profitBar : styles.lossBar} x={44 + i * 29} y={v >= 0 ? 522 - h : 522} width="18" height={h} rx="3" />
      })}
    </svg>
  )
}
