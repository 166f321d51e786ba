import { blurredClass, cx } from '../../ui'
import * as styles from './chart-theme.css'

export interface ValueGridProps {
  /** A visx linear scale (structural, so no d3 type package is needed). */
  readonly scale: { (value: number): number | undefined; ticks: (count?: number) => number[] }
  readonly width: number
  readonly format: (value: number) => string
  /** Money ticks under the blur flag: blurred in place and marked, like every hidden amount. */
  readonly hidden?: boolean
  readonly count?: number
}

/** How many value ticks the grid asks its scale for (charts size their left margin from the same ticks). */
export const VALUE_TICK_COUNT = 4

/** Horizontal grid lines with their value labels on the left (shared by the bar, line and scatter charts). */
export function ValueGrid({ scale, width, format, hidden = false, count = VALUE_TICK_COUNT }: ValueGridProps) {
  return (
    <>
      {scale.ticks(count).map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={0} x2={width} y1={scale(tick) ?? 0} y2={scale(tick) ?? 0} />
          <text className={cx(styles.tick, hidden && blurredClass)} data-blurred={hidden ? '' : undefined} x={-6} y={scale(tick) ?? 0} textAnchor="end" dominantBaseline="middle">
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  )
}
