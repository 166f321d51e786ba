import { cx } from '../../ui'
import { linearScale } from './svg-scale'
import { SvgFigure } from './svg-figure'
import * as styles from './svg-chart.css'

export interface BarDatum {
  readonly label: string
  readonly value: number
  /** Colour: gain (profit), loss, or neutral (a count). */
  readonly tone: 'gain' | 'loss' | 'neutral'
}

export interface BucketBarChartProps {
  readonly title: string
  readonly description: string
  readonly bars: readonly BarDatum[]
  readonly formatValue: (value: number) => string
  readonly categoryLabel: string
  readonly valueLabel: string
}

const WIDTH = 480
const HEIGHT = 220
const MARGIN = { top: 12, right: 8, bottom: 40, left: 56 }

/** Vertical bars per bucket (a histogram of R-multiples, P&L per leverage band...), signed around 0. */
export function BucketBarChart({ title, description, bars, formatValue, categoryLabel, valueLabel }: BucketBarChartProps) {
  const y = linearScale(
    bars.map((bar) => bar.value),
    HEIGHT - MARGIN.bottom,
    MARGIN.top,
  )
  const band = (WIDTH - MARGIN.left - MARGIN.right) / Math.max(1, bars.length)
  const toneClass = { gain: styles.gain, loss: styles.lossFill, neutral: styles.primaryFill }
  // Labels thin out on narrow charts with many buckets, so they never overlap.
  const labelEvery = Math.max(1, Math.ceil(bars.length / 8))
  return (
    <SvgFigure
      title={title}
      description={description}
      width={WIDTH}
      height={HEIGHT}
      table={{ columns: [categoryLabel, valueLabel], rows: bars.map((bar) => [bar.label, formatValue(bar.value)]) }}
    >
      {y.ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatValue(tick)}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
      {bars.map((bar, index) => {
        const x = MARGIN.left + index * band + band * 0.15
        const top = Math.min(y(bar.value), y(0))
        return (
          <g key={`${bar.label}-${index}`}>
            <rect className={cx(toneClass[bar.tone])} x={x} y={top} width={band * 0.7} height={Math.max(bar.value === 0 ? 0 : 1, Math.abs(y(bar.value) - y(0)))} rx={2} />
            {index % labelEvery === 0 ? (
              <text className={styles.tick} x={x + band * 0.35} y={HEIGHT - MARGIN.bottom + 14} textAnchor="middle">
                {bar.label}
              </text>
            ) : null}
          </g>
        )
      })}
    </SvgFigure>
  )
}
